import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Language } from "../../../contracts/i18n/languages.ts";
import type { Invite } from "../../../contracts/invites.ts";
import { api } from "../../lib/api.ts";

export const invitesQueryKey = ["admin", "invites"] as const;

/** The pending invites, the soonest to expire first (admins). */
export function useInvites() {
  return useQuery({
    queryKey: invitesQueryKey,
    queryFn: () => api<{ invites: Invite[] }>("/api/admin/invites").then((reply) => reply.invites),
  });
}

/** Invites an address to a city; the mail goes in `language`. */
export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; city: string; language: Language }) =>
      api<Invite>("/api/admin/invites", { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitesQueryKey }),
  });
}

/** Withdraws a pending invite: its link stops working. */
export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<null>(`/api/admin/invites/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitesQueryKey }),
  });
}
