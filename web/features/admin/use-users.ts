import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminUser } from "../../../contracts/admin.ts";
import { api } from "../../lib/api.ts";

const usersKey = ["admin", "users"] as const;

/** The Users tab: accounts matching a name or email, newest first, a page at a time. */
export function useAdminUsers(q: string) {
  return useInfiniteQuery({
    queryKey: [...usersKey, q],
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      if (q) query.set("q", q);
      if (pageParam) query.set("cursor", pageParam);
      return api<{ items: AdminUser[]; nextCursor: string | null }>(`/api/admin/users?${query}`, {
        signal,
      });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export type UserAction =
  | { kind: "ban"; user: AdminUser; reason: string }
  | { kind: "unban"; user: AdminUser }
  | { kind: "delete"; user: AdminUser }
  | { kind: "role"; user: AdminUser; role: "admin" | "user" }
  | { kind: "appoint"; user: AdminUser; city: string }
  | { kind: "dismiss-moderator"; user: AdminUser; city: string }
  | { kind: "reset-factors"; user: AdminUser };

const request = (action: UserAction) => {
  const id = encodeURIComponent(action.user.id);
  switch (action.kind) {
    case "ban":
      return api<null>(`/api/admin/users/${id}/ban`, { body: { reason: action.reason } });
    case "unban":
      return api<null>(`/api/admin/users/${id}/unban`, { method: "POST", body: {} });
    case "delete":
      return api<null>(`/api/admin/users/${id}`, { method: "DELETE" });
    case "role":
      return api<null>(`/api/admin/users/${id}/role`, { body: { role: action.role } });
    case "appoint":
      return api<null>(`/api/admin/cities/${encodeURIComponent(action.city)}/moderators`, {
        body: { userId: action.user.id },
      });
    case "dismiss-moderator":
      return api<null>(`/api/admin/cities/${encodeURIComponent(action.city)}/moderators/${id}`, {
        method: "DELETE",
      });
    case "reset-factors":
      return api<null>(`/api/admin/users/${id}/second-factors/reset`, {
        method: "POST",
        body: {},
      });
  }
};

/** Every action of the Users tab; the list (and the Activity tab) refresh after. */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
