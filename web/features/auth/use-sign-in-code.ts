import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authMessages } from "../../../contracts/auth-rules.ts";
import { api } from "../../lib/api.ts";
import { fetchViewer, viewerQueryKey } from "../../lib/use-viewer.ts";

/** What better-auth answers a right password with when the account has a second factor. */
export type SignInAnswer = { twoFactorRedirect?: boolean } | null;

/**
 * Sign-in's code step: better-auth's own endpoints, which read the challenge cookie
 * the password step set and create the session once the code checks; then `afterwards`
 * (the viewer is read again).
 */
export function useVerifySignInCode(afterwards: () => Promise<void>) {
  return useMutation({
    mutationFn: async ({
      method,
      code,
      trustDevice,
    }: {
      method: "totp" | "backup";
      code: string;
      trustDevice: boolean;
    }) => {
      await api<unknown>(
        method === "totp"
          ? "/api/auth/two-factor/verify-totp"
          : "/api/auth/two-factor/verify-backup-code",
        { body: { code, trustDevice } },
      );
      await afterwards();
    },
  });
}

/**
 * The last step of every sign-in: the viewer is read again, and the page routes every
 * signed-in viewer onwards, whichever way they signed in.
 */
export function useFinishSignIn() {
  const queryClient = useQueryClient();
  return async () => {
    // Everything cached so far was fetched as a visitor.
    await queryClient.invalidateQueries({ refetchType: "none" });
    const viewer = await queryClient.fetchQuery({
      queryKey: viewerQueryKey,
      queryFn: fetchViewer,
      staleTime: 0,
    });
    // Signed in, yet no session came back (cookies blocked): the spec's auth error.
    if (!viewer) throw new Error(authMessages.authError);
  };
}
