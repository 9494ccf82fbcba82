import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authMessages } from "../../../contracts/auth-rules.ts";
import { api } from "../../lib/api.ts";
import { fetchViewer, viewerQueryKey } from "../../lib/use-viewer.ts";

// Signing in with a one-time code by email (decision 069): better-auth's emailOTP endpoints
// through the auth bridge, which keeps the password's lockout on them.

/** Asks for a code; the answer is the same whether or not the address has an account. */
export function useSendEmailCode() {
  return useMutation({
    mutationFn: (email: string) =>
      api<{ success: boolean }>("/api/auth/email-otp/send-verification-otp", {
        body: { email, type: "sign-in" },
      }),
  });
}

/** What a right code leads to: signed in, or the second factor still to give. */
export type CodeSignIn = "signed-in" | "second-factor";

/** Signs in with the mailed code; on success the viewer is refetched, as after a password. */
export function useSignInWithEmailCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; otp: string }): Promise<CodeSignIn> => {
      const answer = await api<{ twoFactorRedirect?: boolean }>("/api/auth/sign-in/email-otp", {
        body: input,
      });
      if (answer?.twoFactorRedirect) return "second-factor";
      // Everything cached so far was fetched as a visitor.
      await queryClient.invalidateQueries({ refetchType: "none" });
      const viewer = await queryClient.fetchQuery({
        queryKey: viewerQueryKey,
        queryFn: fetchViewer,
        staleTime: 0,
      });
      if (!viewer) throw new Error(authMessages.authError);
      return "signed-in";
    },
  });
}
