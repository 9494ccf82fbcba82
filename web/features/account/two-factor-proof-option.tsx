import { type FormEvent, useRef, useState } from "react";
import { normalisedCode, twoFactorMessages } from "../../../contracts/account-two-factor-rules.ts";
import { Button } from "../../components/ui/button.tsx";
import { CodeField } from "../../components/ui/code-field.tsx";
import { MutationError } from "../../components/ui/mutation-error.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import type { RecentProofOption } from "./recent-proof-options.tsx";
import { useProveWithCode, useTwoFactorStatus } from "./use-two-factor.ts";

const messages = defineMessages({
  choose: {
    id: "account.twoFactor.proof.choose",
    defaultMessage: "Use a code from your authenticator app",
  },
  code: { id: "account.twoFactor.proof.code", defaultMessage: "Code from your authenticator app" },
  confirm: { id: "account.twoFactor.proof.confirm", defaultMessage: "Confirm" },
  back: { id: "account.twoFactor.proof.back", defaultMessage: "Use my password instead" },
});

/** "Use a code from your authenticator app", offered only to a member who has one on. */
function Choice({ onChoose }: { onChoose: () => void }) {
  const intl = useIntl();
  const status = useTwoFactorStatus();
  if (!status.data?.enabled) return null;
  return (
    <Button variant="secondary" onClick={onChoose}>
      {intl.formatMessage(messages.choose)}
    </Button>
  );
}

function Form({ onProven, onBack }: { onProven: () => void; onBack: () => void }) {
  const intl = useIntl();
  const prove = useProveWithCode();
  const [code, setCode] = useState("");
  const [malformed, setMalformed] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = normalisedCode(code);
    setMalformed(!/^\d{6}$/.test(typed));
    if (!/^\d{6}$/.test(typed)) return input.current?.focus();
    prove.mutate(typed, { onSuccess: onProven, onError: () => input.current?.focus() });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <MutationError error={prove.error} />
      <CodeField
        ref={input}
        autoFocus
        label={intl.formatMessage(messages.code)}
        value={code}
        onChange={setCode}
        maxLength={12}
        error={malformed ? intl.formatMessage(twoFactorMessages.codeFormat) : undefined}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={prove.isPending} onClick={onBack}>
          {intl.formatMessage(messages.back)}
        </Button>
        <Button type="submit" busy={prove.isPending}>
          {intl.formatMessage(messages.confirm)}
        </Button>
      </div>
    </form>
  );
}

/** The authenticator app as a way to confirm it is you (recent-proof-options.tsx). */
export const authenticatorProofOption: RecentProofOption = { id: "authenticator", Choice, Form };
