import { type FormEvent, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { credentialsMessages } from "../../../contracts/account-credentials-rules.ts";
import { authText, emailPattern } from "../../../contracts/auth-rules.ts";
import type { Message } from "../../../contracts/i18n/define-messages.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { MutationError } from "../../components/ui/mutation-error.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { ApiError } from "../../lib/api.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useViewer } from "../../lib/use-viewer.ts";
import { useChangeEmail } from "./use-credentials.ts";
import { useRecentProof } from "./use-recent-proof.tsx";

const messages = defineMessages({
  title: { id: "account.credentials.email.title", defaultMessage: "Email address" },
  current: {
    id: "account.credentials.email.current",
    defaultMessage: "You sign in and get mail at {email}.",
  },
  open: { id: "account.credentials.email.open", defaultMessage: "Change email" },
  label: { id: "account.credentials.email.label", defaultMessage: "New email address" },
  hint: {
    id: "account.credentials.email.hint",
    defaultMessage:
      "We send a link to the new address. Your email changes only when you open it; we tell your current address too.",
  },
  send: { id: "account.credentials.email.send", defaultMessage: "Send confirmation link" },
  cancel: { id: "account.credentials.email.cancel", defaultMessage: "Cancel" },
  sent: {
    id: "account.credentials.email.sent",
    defaultMessage:
      "Check {email}: open the link we sent to finish the change. It expires in 24 hours.",
  },
  changed: {
    id: "account.credentials.email.changed",
    defaultMessage: "Your email address was changed.",
  },
});

/**
 * Change email (issue 31): after a recent proof, a link goes to the new address and a
 * notice to the current one; the address changes when the link is opened, which
 * brings the member back here with ?email-changed=1.
 */
export function EmailChange() {
  const intl = useIntl();
  const viewer = useViewer();
  const change = useChangeEmail();
  const proof = useRecentProof();
  const [params] = useSearchParams();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<Message | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Back from the link at the new address (an expired link lands on /auth instead).
  const changedByLink = params.has("email-changed");

  const send = () =>
    change.mutate(
      { newEmail: email },
      {
        onSuccess: (reply) => {
          setSentTo(reply.sentTo);
          setEmail("");
          setOpen(false);
        },
        onError: async (error) => {
          // The ten minutes ran out between the check and the request: ask, then send again.
          if (error instanceof ApiError && error.code === "REAUTHENTICATION_REQUIRED") {
            if (await proof.ensure()) send();
            return;
          }
          input.current?.focus();
        },
      },
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    const local = !trimmed
      ? authText.emptyFields
      : !emailPattern.test(trimmed)
        ? authText.invalidEmail
        : trimmed.toLowerCase() === viewer.data?.email.toLowerCase()
          ? credentialsMessages.sameEmail
          : null;
    setProblem(local);
    if (local) {
      input.current?.focus();
      return;
    }
    if (await proof.ensure()) send();
  };

  const failed = problem !== null || (change.isError && !isReauth(change.error));
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {intl.formatMessage(messages.title)}
      </h3>
      {viewer.data && (
        <p className="text-sm text-slate-600">
          {intl.formatMessage(messages.current, { email: viewer.data.email })}
        </p>
      )}
      {changedByLink && <Alert tone="success">{intl.formatMessage(messages.changed)}</Alert>}
      {sentTo && (
        <Alert tone="success">{intl.formatMessage(messages.sent, { email: sentTo })}</Alert>
      )}
      {!open ? (
        <div>
          <Button
            variant="secondary"
            aria-expanded={false}
            aria-controls={`${id}-form`}
            onClick={() => {
              setOpen(true);
              requestAnimationFrame(() => input.current?.focus());
            }}
          >
            {intl.formatMessage(messages.open)}
          </Button>
        </div>
      ) : (
        <form
          id={`${id}-form`}
          noValidate
          onSubmit={submit}
          className="flex max-w-md flex-col gap-4"
        >
          <div id={`${id}-error`} className="empty:hidden">
            {problem ? (
              <Alert tone="error">{intl.formatMessage(problem)}</Alert>
            ) : (
              !isReauth(change.error) && <MutationError error={change.error} />
            )}
          </div>
          <TextField
            ref={input}
            label={intl.formatMessage(messages.label)}
            type="email"
            autoComplete="email"
            spellCheck={false}
            autoCapitalize="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={failed || undefined}
            aria-describedby={`${id}-hint${failed ? ` ${id}-error` : ""}`}
            className="[&_input[aria-invalid=true]]:border-coral-600"
          />
          <p id={`${id}-hint`} className="-mt-2 text-sm text-slate-600">
            {intl.formatMessage(messages.hint)}
          </p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <Button
              variant="secondary"
              disabled={change.isPending}
              onClick={() => {
                setOpen(false);
                setEmail("");
                setProblem(null);
                change.reset();
              }}
            >
              {intl.formatMessage(messages.cancel)}
            </Button>
            <Button type="submit" busy={change.isPending}>
              {intl.formatMessage(messages.send)}
            </Button>
          </div>
        </form>
      )}
      {proof.dialog}
    </section>
  );
}

const isReauth = (error: unknown) =>
  error instanceof ApiError && error.code === "REAUTHENTICATION_REQUIRED";
