import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { normalisedCode } from "../../../contracts/account-two-factor-rules.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { MutationError } from "../../components/ui/mutation-error.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useFinishSignIn, useVerifySignInCode } from "./use-sign-in-code.ts";

const messages = defineMessages({
  title: { id: "account.twoFactor.code.title", defaultMessage: "Enter your code" },
  totpHint: {
    id: "account.twoFactor.code.totpHint",
    defaultMessage: "Open your authenticator app and enter the 6-digit code it shows for Coastal.",
  },
  backupHint: {
    id: "account.twoFactor.code.backupHint",
    defaultMessage: "Enter one of the backup codes you saved. Each code works once.",
  },
  totpLabel: { id: "account.twoFactor.code.totpLabel", defaultMessage: "Authenticator code" },
  backupLabel: { id: "account.twoFactor.code.backupLabel", defaultMessage: "Backup code" },
  trust: {
    id: "account.twoFactor.code.trust",
    defaultMessage: "Trust this device for 30 days",
  },
  trustHint: {
    id: "account.twoFactor.code.trustHint",
    defaultMessage: "Only on a device that is yours: it will not ask for a code here.",
  },
  verify: { id: "account.twoFactor.code.verify", defaultMessage: "Verify" },
  useBackup: {
    id: "account.twoFactor.code.useBackup",
    defaultMessage: "Use a backup code instead",
  },
  useApp: {
    id: "account.twoFactor.code.useApp",
    defaultMessage: "Use your authenticator app instead",
  },
  back: { id: "account.twoFactor.code.back", defaultMessage: "Back to sign in" },
  emptyCode: { id: "account.twoFactor.code.empty", defaultMessage: "Please enter your code." },
});

/**
 * Sign-in's second step (issue 31): the password (or an emailed code) was right, and
 * no session exists until a code from the authenticator app, or a backup code, checks.
 */
export function TwoFactorCodeStep({ onBack }: { onBack: () => void }) {
  const intl = useIntl();
  const verify = useVerifySignInCode(useFinishSignIn());
  const [method, setMethod] = useState<"totp" | "backup">("totp");
  const [code, setCode] = useState("");
  const [trustDevice, setTrustDevice] = useState(false);
  const [empty, setEmpty] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const trustId = useId();
  useEffect(() => heading.current?.focus(), []);

  const switchMethod = () => {
    setMethod(method === "totp" ? "backup" : "totp");
    setCode("");
    setEmpty(false);
    verify.reset();
    requestAnimationFrame(() => input.current?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Backup codes are made in lower case; one typed with capitals is the same code.
    const typed = method === "totp" ? normalisedCode(code) : code.trim().toLowerCase();
    if (!typed) {
      setEmpty(true);
      input.current?.focus();
      return;
    }
    setEmpty(false);
    verify.mutate({ method, code: typed, trustDevice }, { onError: () => input.current?.focus() });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 outline-none"
        >
          {intl.formatMessage(messages.title)}
        </h2>
        <p className="text-sm text-slate-600">
          {intl.formatMessage(method === "totp" ? messages.totpHint : messages.backupHint)}
        </p>
      </div>
      {empty && <Alert tone="error">{intl.formatMessage(messages.emptyCode)}</Alert>}
      <MutationError error={verify.error} />
      <TextField
        ref={input}
        key={method}
        label={intl.formatMessage(method === "totp" ? messages.totpLabel : messages.backupLabel)}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        inputMode={method === "totp" ? "numeric" : "text"}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={32}
        aria-invalid={empty || verify.isError || undefined}
      />
      <div className="flex items-start gap-3">
        <input
          id={trustId}
          type="checkbox"
          checked={trustDevice}
          onChange={(event) => setTrustDevice(event.target.checked)}
          aria-describedby={`${trustId}-hint`}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-ocean-700"
        />
        <div className="flex flex-col gap-0.5">
          <label htmlFor={trustId} className="text-sm font-medium text-slate-800">
            {intl.formatMessage(messages.trust)}
          </label>
          <p id={`${trustId}-hint`} className="text-sm text-slate-600">
            {intl.formatMessage(messages.trustHint)}
          </p>
        </div>
      </div>
      <Button
        type="submit"
        size="lg"
        busy={verify.isPending || verify.isSuccess}
        className="w-full"
      >
        {intl.formatMessage(messages.verify)}
      </Button>
      <div className="flex flex-col items-center gap-1 text-sm">
        <button
          type="button"
          onClick={switchMethod}
          className="rounded px-1 py-0.5 font-medium text-ocean-700 hover:underline"
        >
          {intl.formatMessage(method === "totp" ? messages.useBackup : messages.useApp)}
        </button>
        <button
          type="button"
          onClick={onBack}
          className="rounded px-1 py-0.5 font-medium text-slate-600 hover:underline"
        >
          {intl.formatMessage(messages.back)}
        </button>
      </div>
    </form>
  );
}
