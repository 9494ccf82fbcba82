import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { NotificationPage, UnreadCount } from "../../../contracts/notifications.ts";
import { api } from "../../lib/api.ts";

/** Everything the bell and the page show hangs under this key: one invalidation refreshes all. */
export const notificationsKey = ["notifications"] as const;

/** The badge's number. Refetched when the window regains focus and when the stream says so. */
export function useUnreadCount(enabled = true) {
  return useQuery({
    queryKey: [...notificationsKey, "unread"],
    queryFn: ({ signal }) => api<UnreadCount>("/api/me/notifications/unread-count", { signal }),
    enabled,
    refetchOnWindowFocus: "always",
  });
}

/** The viewer's notifications, newest first, a page at a time (keyset cursor). */
export function useNotifications(limit?: number) {
  return useInfiniteQuery({
    queryKey: [...notificationsKey, "list", limit ?? "page"],
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      if (limit) query.set("limit", String(limit));
      if (pageParam) query.set("cursor", pageParam);
      return api<NotificationPage>(`/api/me/notifications?${query}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchOnWindowFocus: "always",
  });
}
