import { Mail } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { emailCodeLimits } from "../../../contracts/email-code.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { CodeField } from "../../components/ui/code-field.tsx";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { translatedText } from "../../lib/translated-text.ts";
import { EmailField } from "./email-field.tsx";
import { useSendEmailCode, useSignInWithEmailCode } from "./use-email-code.ts";

const messages = defineMessages({
  open: { id: "account.emailCode.open", defaultMessage: "Email me a sign-in code" },
  explain: {
    id: "account.emailCode.explain",
    defaultMessage: "No password needed: we email you a 6-digit code that signs you in.",
  },
  send: { id: "account.emailCode.send", defaultMessage: "Send me a code" },
  sent: {
    id: "account.emailCode.sent",
    defaultMessage:
      "If {email} has a Coastal account, a 6-digit code is on its way. It expires in {minutes} minutes.",
  },
  code: { id: "account.emailCode.code", defaultMessage: "Code from the mail" },
  signIn: { id: "account.emailCode.signIn", defaultMessage: "Sign in with the code" },
  again: { id: "account.emailCode.again", defaultMessage: "Send a new code" },
  otherAddress: { id: "account.emailCode.otherAddress", defaultMessage: "Use another address" },
});

type Step = "closed" | "ask" | "enter";

/**
 * Sign in with a one-time code sent by email (issue 31, decision 069), under the
 * password form. A member with a second factor still gives it after the code:
 * `onSecondFactor` hands over to the same code step as after a password.
 */
export function EmailCodeSignIn({ onSecondFactor }: { onSecondFactor: () => void }) {
  const intl = useIntl();
  const [step, setStep] = useState<Step>("closed");
  const [email, setEmail] = useState("");
  const send = useSendEmailCode();
  const signIn = useSignInWithEmailCode();
  const panelId = useId();
  const emailInput = useRef<HTMLInputElement>(null);
  // The address field takes the focus as the panel opens.
  useEffect(() => {
    if (step === "ask") emailInput.current?.focus();
  }, [step]);

  if (step === "closed") {
    return (
      <div className="mt-4 flex justify-center">
        <Button
          variant="secondary"
          className="h-auto! min-h-10 w-full py-2 text-center whitespace-normal!"
          onClick={() => setStep("ask")}
        >
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          {intl.formatMessage(messages.open)}
        </Button>
      </div>
    );
  }

  const askForCode = (event?: FormEvent) => {
    event?.preventDefault();
    send.mutate(email.trim(), { onSuccess: () => setStep("enter") });
  };

  return (
    <section
      id={panelId}
      aria-label={intl.formatMessage(messages.open)}
      className="mt-6 flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      {step === "ask" && (
        <form noValidate onSubmit={askForCode} className="flex flex-col gap-3">
          <p className="text-sm text-slate-700">{intl.formatMessage(messages.explain)}</p>
          {send.isError && <ErrorLine error={send.error} />}
          <EmailField
            value={email}
            onValueChange={setEmail}
            invalid={send.isError}
            errorId={`${panelId}-error`}
            inputRef={emailInput}
          />
          <Button type="submit" busy={send.isPending} className="w-full">
            {intl.formatMessage(messages.send)}
          </Button>
        </form>
      )}
      {step === "enter" && (
        <EnterCode
          email={email}
          busy={signIn.isPending || signIn.isSuccess}
          problem={signIn.isError ? <ErrorLine error={signIn.error} /> : null}
          sendAgain={
            <div className="flex flex-wrap justify-between gap-2">
              <Button variant="ghost" size="sm" busy={send.isPending} onClick={() => askForCode()}>
                {intl.formatMessage(messages.again)}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setStep("ask")}>
                {intl.formatMessage(messages.otherAddress)}
              </Button>
            </div>
          }
          resendProblem={send.isError ? <ErrorLine error={send.error} /> : null}
          onCode={(otp) =>
            signIn.mutate(
              { email: email.trim(), otp },
              {
                onSuccess: (outcome) => {
                  if (outcome === "second-factor") onSecondFactor();
                },
              },
            )
          }
        />
      )}
    </section>
  );
}

function ErrorLine({ error }: { error: unknown }) {
  const intl = useIntl();
  return <Alert tone="error">{translatedText(intl, apiErrorText(error))}</Alert>;
}

function EnterCode({
  email,
  busy,
  problem,
  resendProblem,
  sendAgain,
  onCode,
}: {
  email: string;
  busy: boolean;
  problem: ReactNode;
  resendProblem: ReactNode;
  sendAgain: ReactNode;
  onCode: (otp: string) => void;
}) {
  const intl = useIntl();
  const [code, setCode] = useState("");
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onCode(code.replace(/\s/g, ""));
      }}
    >
      <Alert tone="info">
        {/* A long address breaks anywhere rather than push the page sideways at 390 px. */}
        <span className="[overflow-wrap:anywhere]">
          {intl.formatMessage(messages.sent, {
            email: email.trim(),
            minutes: emailCodeLimits.codeMinutes,
          })}
        </span>
      </Alert>
      {problem}
      {resendProblem}
      <CodeField
        ref={input}
        label={intl.formatMessage(messages.code)}
        value={code}
        onChange={setCode}
        pattern="[0-9]*"
        maxLength={emailCodeLimits.codeLength + 2}
        className="[&_input]:tracking-[0.3em]"
      />
      <Button type="submit" busy={busy} className="w-full">
        {intl.formatMessage(messages.signIn)}
      </Button>
      {sendAgain}
    </form>
  );
}
