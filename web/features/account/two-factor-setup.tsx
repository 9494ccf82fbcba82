import { type FormEvent, useEffect, useRef, useState } from "react";
import type { TwoFactorSetup } from "../../../contracts/account-two-factor.ts";
import { normalisedCode, twoFactorMessages } from "../../../contracts/account-two-factor-rules.ts";
import { Button } from "../../components/ui/button.tsx";
import { CodeField } from "../../components/ui/code-field.tsx";
import { MutationError } from "../../components/ui/mutation-error.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useConfirmTwoFactor } from "./use-two-factor.ts";

const messages = defineMessages({
  scan: {
    id: "account.twoFactor.setup.scan",
    defaultMessage: "1. Scan this QR code with your authenticator app.",
  },
  qrAlt: {
    id: "account.twoFactor.setup.qrAlt",
    defaultMessage: "QR code for your authenticator app",
  },
  manual: {
    id: "account.twoFactor.setup.manual",
    defaultMessage: "Can't scan it? Enter this setup key in the app instead:",
  },
  enter: {
    id: "account.twoFactor.setup.enter",
    defaultMessage: "2. Enter the 6-digit code the app shows to finish.",
  },
  code: { id: "account.twoFactor.setup.code", defaultMessage: "Code from the app" },
  turnOn: { id: "account.twoFactor.setup.turnOn", defaultMessage: "Turn on" },
  cancel: { id: "account.twoFactor.setup.cancel", defaultMessage: "Cancel" },
});

/** The setup key in groups of four, as apps show and people type it. */
const grouped = (secret: string) => secret.replace(/=+$/, "").replace(/(.{4})(?=.)/g, "$1 ");

/**
 * The QR code and its key as text, then the first code: the factor is only turned
 * on once that code checks (a setup that never checked one locks people out).
 */
export function TwoFactorSetupPanel({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onConfirmed: (backupCodes: string[]) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState("");
  const [empty, setEmpty] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = normalisedCode(code);
    if (!/^\d{6}$/.test(typed)) {
      setEmpty(true);
      input.current?.focus();
      return;
    }
    setEmpty(false);
    confirm.mutate(typed, {
      onSuccess: (answer) => onConfirmed(answer.backupCodes),
      onError: () => input.current?.focus(),
    });
  };

  return (
    <div className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4">
      <p ref={heading} tabIndex={-1} className="text-sm font-medium text-slate-800 outline-none">
        {intl.formatMessage(messages.scan)}
      </p>
      <img
        src={setup.qrCode}
        alt={intl.formatMessage(messages.qrAlt)}
        width={200}
        height={200}
        className="size-48 self-center rounded border border-slate-200 bg-white sm:self-start"
      />
      <div className="flex flex-col gap-1">
        <p className="text-sm text-slate-700">{intl.formatMessage(messages.manual)}</p>
        <code
          className="rounded bg-slate-100 px-2 py-1.5 font-mono text-sm break-words text-slate-900 select-all"
          data-testid="two-factor-secret"
        >
          {grouped(setup.secret)}
        </code>
      </div>
      <form noValidate onSubmit={submit} className="flex max-w-xs flex-col gap-3">
        <p className="text-sm font-medium text-slate-800">{intl.formatMessage(messages.enter)}</p>
        <CodeField
          ref={input}
          label={intl.formatMessage(messages.code)}
          value={code}
          onChange={setCode}
          maxLength={12}
          error={empty ? intl.formatMessage(twoFactorMessages.codeFormat) : undefined}
        />
        <MutationError error={confirm.error} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <Button variant="secondary" disabled={confirm.isPending} onClick={onCancel}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button type="submit" busy={confirm.isPending}>
            {intl.formatMessage(messages.turnOn)}
          </Button>
        </div>
      </form>
    </div>
  );
}
