import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InvitePreview } from "../../../contracts/invites.ts";
import { api } from "../../lib/api.ts";
import { fetchViewer, viewerQueryKey } from "../../lib/use-viewer.ts";

// The invitee's side of an admin's invitation (issue 31): what the link is for, and the
// sign-up with a password that makes a verified member of the city, signed in.

const path = (token: string) => `/api/invites/${encodeURIComponent(token)}`;

export function useInvitePreview(token: string) {
  return useQuery({
    queryKey: ["invite", token],
    queryFn: () => api<InvitePreview>(path(token)),
    retry: false,
  });
}

export function useSignUpFromInvite(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (password: string) => {
      const { city } = await api<{ city: { slug: string; name: string } }>(
        `${path(token)}/sign-up`,
        { body: { password } },
      );
      // Everything cached so far was fetched as a visitor.
      await queryClient.invalidateQueries({ refetchType: "none" });
      await queryClient.fetchQuery({
        queryKey: viewerQueryKey,
        queryFn: fetchViewer,
        staleTime: 0,
      });
      return city;
    },
  });
}
