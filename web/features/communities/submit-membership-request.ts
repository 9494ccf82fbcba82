import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MembershipRequestInput } from "../../../contracts/communities.ts";
import { communityMessages } from "../../../contracts/communities-rules.ts";
import { api } from "../../lib/api.ts";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { useSubmissionKey } from "../../lib/submission-key.ts";
import { citiesQueryKey } from "../../lib/use-cities.ts";
import { viewerQueryKey } from "../../lib/use-viewer.ts";

// Spec section 8, shown when the session ran out between loading the form and sending it.

/** Sends the join form's four answers; the city's badge and the viewer's pending list change. */
export function useSubmitMembershipRequest(slug: string) {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (answers: MembershipRequestInput) =>
      api<{ status: "pending" }>(`/api/cities/${encodeURIComponent(slug)}/membership-requests`, {
        body: answers,
        idempotencyKey: submission.keyFor(answers),
      }),
    // Not awaited: the success message shows at once while the badges refresh behind it.
    onSuccess: () => {
      submission.succeeded();
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
export const submitProblemMessage = (error: unknown) =>
  apiErrorText(error, {
    // English here; the form says it in the page's language (translatedText).
    unsent: communityMessages.submitError.defaultMessage,
    byStatus: { 401: communityMessages.authError.defaultMessage },
    serverWords: [409],
    fallback: communityMessages.submitFailed.defaultMessage,
  });
