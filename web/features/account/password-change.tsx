import { type FormEvent, useId, useRef, useState } from "react";
import { credentialsMessages } from "../../../contracts/account-credentials-rules.ts";
import { authText, meetsPasswordRules } from "../../../contracts/auth-rules.ts";
import type { Message } from "../../../contracts/i18n/define-messages.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { MutationError } from "../../components/ui/mutation-error.tsx";
import { PasswordField } from "../../components/ui/password-field.tsx";
import { ApiError } from "../../lib/api.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useChangePassword } from "./use-credentials.ts";

const messages = defineMessages({
  title: { id: "account.credentials.password.title", defaultMessage: "Password" },
  intro: {
    id: "account.credentials.password.intro",
    defaultMessage: "Change the password you sign in with. You need your current one.",
  },
  open: { id: "account.credentials.password.open", defaultMessage: "Change password" },
  current: { id: "account.credentials.password.current", defaultMessage: "Current password" },
  next: { id: "account.credentials.password.new", defaultMessage: "New password" },
  signOutOthers: {
    id: "account.credentials.password.signOutOthers",
    defaultMessage: "Sign out other devices",
  },
  signOutOthersHint: {
    id: "account.credentials.password.signOutOthersHint",
    defaultMessage: "Every other device will have to sign in with the new password.",
  },
  save: { id: "account.credentials.password.save", defaultMessage: "Change password" },
  cancel: { id: "account.credentials.password.cancel", defaultMessage: "Cancel" },
  changed: {
    id: "account.credentials.password.changed",
    defaultMessage: "Your password was changed. We sent you an email about it.",
  },
  changedSignedOut: {
    id: "account.credentials.password.changedSignedOut",
    defaultMessage:
      "Your password was changed and your other devices were signed out. We sent you an email about it.",
  },
});

type Problem = { message: Message; field: "current" | "next" } | null;

/** Change password: needs the current one, offers to sign out other devices (issue 31). */
export function PasswordChange() {
  const intl = useIntl();
  const change = useChangePassword();
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [signOutOthers, setSignOutOthers] = useState(true);
  const [problem, setProblem] = useState<Problem>(null);
  const [done, setDone] = useState<"changed" | "changedSignedOut" | null>(null);
  const errorId = useId();
  const checkboxId = useId();
  const currentInput = useRef<HTMLInputElement>(null);
  const nextInput = useRef<HTMLInputElement>(null);
  const formId = useId();

  const reset = () => {
    setCurrent("");
    setNext("");
    setSignOutOthers(true);
    setProblem(null);
    change.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The rules the server holds too; checked here so a slip is said at once.
    const local: Problem = !current
      ? { message: authText.emptyFields, field: "current" }
      : !next
        ? { message: authText.emptyFields, field: "next" }
        : !meetsPasswordRules(next)
          ? { message: authText.weakPassword, field: "next" }
          : next === current
            ? { message: credentialsMessages.samePassword, field: "next" }
            : null;
    setProblem(local);
    if (local) {
      (local.field === "current" ? currentInput : nextInput).current?.focus();
      return;
    }
    change.mutate(
      { currentPassword: current, newPassword: next, revokeOtherSessions: signOutOthers },
      {
        onSuccess: () => {
          setDone(signOutOthers ? "changedSignedOut" : "changed");
          reset();
          setOpen(false);
        },
        onError: (error) => {
          const field =
            error instanceof ApiError && error.code === "INVALID_PASSWORD"
              ? currentInput
              : nextInput;
          field.current?.focus();
        },
      },
    );
  };

  const serverField =
    change.error instanceof ApiError &&
    (change.error.code === "INVALID_PASSWORD" || change.error.code === "LOCKED_OUT")
      ? "current"
      : change.error
        ? "next"
        : null;
  const invalid = (field: "current" | "next") => problem?.field === field || serverField === field;

  return (
    <section aria-labelledby={`${formId}-title`} className="flex flex-col gap-3">
      <h3 id={`${formId}-title`} className="text-base font-semibold text-slate-900">
        {intl.formatMessage(messages.title)}
      </h3>
      <p className="text-sm text-slate-600">{intl.formatMessage(messages.intro)}</p>
      {done && <Alert tone="success">{intl.formatMessage(messages[done])}</Alert>}
      {!open ? (
        <div>
          <Button
            variant="secondary"
            aria-expanded={false}
            aria-controls={formId}
            onClick={() => {
              setDone(null);
              setOpen(true);
              requestAnimationFrame(() => currentInput.current?.focus());
            }}
          >
            {intl.formatMessage(messages.open)}
          </Button>
        </div>
      ) : (
        <form id={formId} noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4">
          <div id={errorId} className="empty:hidden">
            {problem ? (
              <Alert tone="error">{intl.formatMessage(problem.message)}</Alert>
            ) : (
              <MutationError error={change.error} />
            )}
          </div>
          <PasswordField
            label={intl.formatMessage(messages.current)}
            value={current}
            onValueChange={setCurrent}
            isNew={false}
            invalid={invalid("current")}
            errorId={errorId}
            inputRef={currentInput}
          />
          <PasswordField
            label={intl.formatMessage(messages.next)}
            value={next}
            onValueChange={setNext}
            isNew
            invalid={invalid("next")}
            errorId={errorId}
            inputRef={nextInput}
          />
          <div className="flex items-start gap-3">
            <input
              id={checkboxId}
              type="checkbox"
              checked={signOutOthers}
              onChange={(event) => setSignOutOthers(event.target.checked)}
              aria-describedby={`${checkboxId}-hint`}
              className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-ocean-700"
            />
            <div className="flex flex-col gap-0.5">
              <label htmlFor={checkboxId} className="text-sm font-medium text-slate-800">
                {intl.formatMessage(messages.signOutOthers)}
              </label>
              <p id={`${checkboxId}-hint`} className="text-sm text-slate-600">
                {intl.formatMessage(messages.signOutOthersHint)}
              </p>
            </div>
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <Button
              variant="secondary"
              disabled={change.isPending}
              onClick={() => {
                reset();
                setOpen(false);
              }}
            >
              {intl.formatMessage(messages.cancel)}
            </Button>
            <Button type="submit" busy={change.isPending}>
              {intl.formatMessage(messages.save)}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
