import { useMutation, useQueryClient } from "@tanstack/react-query";
import { communityMessages, type MembershipRequestInput } from "../../../contracts/communities.ts";
import { ApiError, api } from "../../lib/api.ts";
import { citiesQueryKey } from "../../lib/use-cities.ts";
import { viewerQueryKey } from "../../lib/use-viewer.ts";

// Spec section 8, shown when the session ran out between loading the form and sending it.

/** Sends the join form's four answers; the city's badge and the viewer's pending list change. */
export function useSubmitMembershipRequest(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: MembershipRequestInput) =>
      api<{ status: "pending" }>(`/api/cities/${encodeURIComponent(slug)}/membership-requests`, {
        body: answers,
      }),
    // Not awaited: the success message shows at once while the badges refresh behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: viewerQueryKey });
      void queryClient.invalidateQueries({ queryKey: citiesQueryKey });
    },
  });
}

/**
 * The sentence shown for a failed request. A conflict carries the server's own
 * words (a pending request, already a member); other refusals get the spec's
 * generic line, and anything that never reached the server its "error occurred".
 */
export function submitProblemMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return communityMessages.submitError;
  if (error.status === 409) return error.message;
  if (error.status === 401) return communityMessages.authError;
  return communityMessages.submitFailed;
}
