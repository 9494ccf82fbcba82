import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { IdentityList } from "../../../contracts/account-linked.ts";
import { api } from "../../lib/api.ts";

export const identitiesKey = ["account", "identities"] as const;

/** The member's ways to sign in, and the provider this site offers. */
export function useIdentities() {
  return useQuery({
    queryKey: identitiesKey,
    queryFn: ({ signal }) => api<IdentityList>("/api/account/identities", { signal }),
  });
}

/** Asks for the provider's sign-in address; the caller sends the browser there. */
export function useStartLink() {
  return useMutation({
    mutationFn: () => api<{ url: string }>("/api/account/identities/link", { method: "POST" }),
  });
}

export function useUnlink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<null>(`/api/account/identities/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: identitiesKey }),
  });
}
