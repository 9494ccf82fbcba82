import { useMutation } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";

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
