import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AccountPasskey, PasskeyList } from "../../../contracts/account-passkeys.ts";
import { api } from "../../lib/api.ts";
import { isRefusal } from "../../lib/api-error-text.ts";

export const passkeysKey = ["account", "passkeys"] as const;

/** The browser can make and use passkeys at all (WebAuthn is there). */
export const browserHasPasskeys = () =>
  typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";

/** The browser's answer was cancelled or timed out: the member chose not to, nothing to report. */
export const ceremonyCancelled = (error: unknown) =>
  error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError");

/**
 * Runs `change`; when the server asks for a fresh proof, asks the member for one
 * (`ensure`) and tries once more. Resolves to null when they gave up.
 */
export async function withRecentProof<T>(
  ensure: () => Promise<boolean>,
  change: () => Promise<T>,
): Promise<T | null> {
  try {
    return await change();
  } catch (error) {
    if (!isRefusal(error, "REAUTHENTICATION_REQUIRED")) throw error;
    if (!(await ensure())) return null;
    return change();
  }
}

/** The member's passkeys, newest first. */
export function usePasskeys() {
  return useQuery({
    queryKey: passkeysKey,
    queryFn: ({ signal }) => api<PasskeyList>("/api/account/passkeys", { signal }),
  });
}

/**
 * Adds a passkey: better-auth's registration options, the browser's prompt
 * (@simplewebauthn/browser, loaded on first use), then the answer to verify.
 */
export function useAddPasskey(ensure: () => Promise<boolean>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if (!(await ensure())) return null;
      return withRecentProof(ensure, async () => {
        const options = await api<PublicKeyCredentialCreationOptionsJSON>(
          "/api/auth/passkey/generate-register-options",
        );
        const { startRegistration } = await import("@simplewebauthn/browser");
        const response = await startRegistration({ optionsJSON: options });
        return api<AccountPasskey>("/api/auth/passkey/verify-registration", {
          body: { response },
        });
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api<AccountPasskey>(`/api/account/passkeys/${encodeURIComponent(id)}`, {
        method: "PATCH",
        body: { name },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}

export function useRemovePasskey(ensure: () => Promise<boolean>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      if (!(await ensure())) return null;
      return withRecentProof(ensure, () =>
        api<null>(`/api/account/passkeys/${encodeURIComponent(id)}`, { method: "DELETE" }),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}

/**
 * Confirms it is the member with one of their passkeys, without a new session: the
 * "Use a passkey" of the recent-proof dialog. Throws when the browser or server refuses.
 */
export async function proveWithPasskey(): Promise<void> {
  const options = await api<PublicKeyCredentialRequestOptionsJSON>(
    "/api/account/passkeys/proof-options",
    { method: "POST", body: {} },
  );
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const response = await startAuthentication({ optionsJSON: options });
  await api<null>("/api/account/passkeys/proof", { body: { response } });
}
