import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Fingerprint } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { authMessages } from "../../../contracts/auth-rules.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { api } from "../../lib/api.ts";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { translatedText } from "../../lib/translated-text.ts";
import { fetchViewer, viewerQueryKey } from "../../lib/use-viewer.ts";

const messages = defineMessages({
  signIn: { id: "account.passkeys.signInWithPasskey", defaultMessage: "Sign in with a passkey" },
  failed: {
    id: "account.passkeys.signInNotDone",
    defaultMessage: "You were not signed in with a passkey. Please try again.",
  },
});

/** The prompt was closed, timed out, or gave way to another: nothing to report. */
const cancelled = (error: unknown) =>
  error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError");

/**
 * One passkey ceremony: better-auth's challenge (kept behind its signed cookie),
 * the browser's prompt, then the signed answer, which signs in. With `autofill`
 * the browser offers the passkeys in the email field's suggestions instead of a
 * prompt (conditional mediation), and the request waits until one is picked.
 */
async function passkeyCeremony(autofill: boolean) {
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const options = await api<PublicKeyCredentialRequestOptionsJSON>(
    "/api/auth/passkey/generate-authenticate-options",
  );
  const response = await startAuthentication({
    optionsJSON: options,
    useBrowserAutofill: autofill,
  });
  await api<unknown>("/api/auth/passkey/verify-authentication", { body: { response } });
}

/**
 * "Sign in with a passkey" under the password form (issue 31, scope 5), and the
 * same passkeys offered in the email field's autofill where the browser can. Like
 * the password form it only refreshes the viewer: the page routes onwards.
 */
export function PasskeySignIn() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  // Known only in the browser, after the first paint (the page may be drawn on the server).
  const [supported, setSupported] = useState(false);
  const mounted = useRef(true);

  const signIn = useMutation({
    mutationFn: async (autofill: boolean) => {
      await passkeyCeremony(autofill);
      await queryClient.invalidateQueries({ refetchType: "none" });
      const viewer = await queryClient.fetchQuery({
        queryKey: viewerQueryKey,
        queryFn: fetchViewer,
        staleTime: 0,
      });
      if (!viewer) throw new Error(authMessages.authError);
    },
  });
  const { mutate } = signIn;

  useEffect(() => {
    mounted.current = true;
    const credentials = typeof window === "undefined" ? undefined : window.PublicKeyCredential;
    if (typeof credentials !== "function") return;
    setSupported(true);
    // Conditional UI: offered in the email field's suggestions, never a prompt of its own.
    void credentials.isConditionalMediationAvailable?.().then((available) => {
      if (available && mounted.current) mutate(true);
    });
    return () => {
      mounted.current = false;
      // The waiting autofill request ends with the page (a password sign-in, say).
      void import("@simplewebauthn/browser").then(({ WebAuthnAbortService }) =>
        WebAuthnAbortService.cancelCeremony(),
      );
    };
  }, [mutate]);

  if (!supported) return null;
  // The autofill request fails quietly: the member did not ask for it, and the button is there.
  const asked = signIn.variables === false;
  const problem = signIn.isError && asked && !cancelled(signIn.error) ? signIn.error : null;

  return (
    <div className="mt-4 flex flex-col gap-3">
      {problem && (
        <Alert tone="error">
          {translatedText(
            intl,
            apiErrorText(problem, { unsent: intl.formatMessage(messages.failed) }),
          )}
        </Alert>
      )}
      <Button
        variant="secondary"
        className="h-auto! min-h-10 w-full py-2 text-center whitespace-normal!"
        busy={signIn.isPending && asked}
        onClick={() => mutate(false)}
      >
        <Fingerprint aria-hidden="true" className="size-4 shrink-0" />
        {intl.formatMessage(messages.signIn)}
      </Button>
    </div>
  );
}
