import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EmailPreferenceKind, EmailPreferences } from "../../../contracts/notifications.ts";
import { api } from "../../lib/api.ts";

export const emailPreferencesQueryKey = ["me", "email-preferences"] as const;

/** Which notifications the viewer also gets by email. */
export function useEmailPreferences() {
  return useQuery({
    queryKey: emailPreferencesQueryKey,
    queryFn: ({ signal }) => api<EmailPreferences>("/api/me/email-preferences", { signal }),
  });
}

/** Turns one kind on or off; the switch moves at once and moves back if the server refuses. */
export function useSetEmailPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, on }: { kind: EmailPreferenceKind; on: boolean }) =>
      api<EmailPreferences>("/api/me/email-preferences", {
        method: "PATCH",
        body: { email: { [kind]: on } },
      }),
    onMutate: async ({ kind, on }) => {
      await queryClient.cancelQueries({ queryKey: emailPreferencesQueryKey });
      const before = queryClient.getQueryData<EmailPreferences>(emailPreferencesQueryKey);
      if (before) {
        queryClient.setQueryData(emailPreferencesQueryKey, {
          email: { ...before.email, [kind]: on },
        });
      }
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(emailPreferencesQueryKey, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(emailPreferencesQueryKey, saved),
  });
}
