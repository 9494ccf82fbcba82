import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";

// Apart from use-conversations.ts: the nav on every signed-in page reads only these, and a
// module copied into a page's chunk comes whole, its unused hooks too (decision 092).

/** Everything messages show hangs under this key: one invalidation (a live event) refreshes all. */
export const messagesKey = ["messages"] as const;

/** The nav badge's number: unread messages over all conversations. */
export function useUnreadMessages(enabled = true) {
  return useQuery({
    queryKey: [...messagesKey, "unread"],
    queryFn: ({ signal }) =>
      api<{ count: number }>("/api/me/conversations/unread-count", { signal }),
    enabled,
    refetchOnWindowFocus: "always",
  });
}
