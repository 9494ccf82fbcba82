import { useMutation } from "@tanstack/react-query";
import { Fingerprint } from "lucide-react";
import { useEffect } from "react";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { translatedText } from "../../lib/translated-text.ts";
import type { RecentProofOption } from "./recent-proof-options.tsx";
import {
  browserHasPasskeys,
  ceremonyCancelled,
  proveWithPasskey,
  usePasskeys,
} from "./use-passkeys.ts";

const messages = defineMessages({
  choose: { id: "account.passkeys.proof.choose", defaultMessage: "Use a passkey" },
  waiting: {
    id: "account.passkeys.proof.waiting",
    defaultMessage: "Follow your browser's prompt to use one of your passkeys.",
  },
  notDone: {
    id: "account.passkeys.proof.notDone",
    defaultMessage: "Your passkey was not used. Try again, or go back to use your password.",
  },
  again: { id: "account.passkeys.proof.again", defaultMessage: "Try again" },
  back: { id: "account.passkeys.proof.back", defaultMessage: "Use your password" },
});

/** "Use a passkey", offered only to a member who has one, in a browser that can use it. */
function Choice({ onChoose }: { onChoose: () => void }) {
  const intl = useIntl();
  const passkeys = usePasskeys();
  if (!browserHasPasskeys() || !passkeys.data?.items.length) return null;
  return (
    <Button variant="secondary" className="w-full" onClick={onChoose}>
      <Fingerprint aria-hidden="true" className="size-4" />
      {intl.formatMessage(messages.choose)}
    </Button>
  );
}

/** Asks the browser for one of the member's passkeys as soon as it is chosen. */
function Form({ onProven, onBack }: { onProven: () => void; onBack: () => void }) {
  const intl = useIntl();
  const prove = useMutation({ mutationFn: proveWithPasskey, onSuccess: onProven });
  const { mutate } = prove;
  useEffect(() => mutate(), [mutate]);
  const failed = prove.isError;
  return (
    <div className="flex flex-col gap-4" aria-live="polite">
      {failed ? (
        <Alert tone={ceremonyCancelled(prove.error) ? "info" : "error"}>
          {ceremonyCancelled(prove.error)
            ? intl.formatMessage(messages.notDone)
            : translatedText(
                intl,
                apiErrorText(prove.error, { unsent: intl.formatMessage(messages.notDone) }),
              )}
        </Alert>
      ) : (
        <p className="text-sm text-slate-700">{intl.formatMessage(messages.waiting)}</p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onBack} disabled={prove.isPending}>
          {intl.formatMessage(messages.back)}
        </Button>
        <Button busy={prove.isPending} onClick={() => mutate()}>
          {intl.formatMessage(messages.again)}
        </Button>
      </div>
    </div>
  );
}

/** A passkey as the proof a sensitive change asks for (issue 31, scopes 5 and 11). */
export const passkeyProofOption: RecentProofOption = { id: "passkey", Choice, Form };
