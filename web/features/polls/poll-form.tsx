import { useEffect, useId } from "react";
import type { FieldErrors } from "react-hook-form";
import { messageFor } from "../../../contracts/i18n/define-messages.ts";
import { pollLimits, pollMessages } from "../../../contracts/polls-rules.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ModalActions } from "../../components/ui/modal.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { useFormWithSchema } from "../../lib/use-form-with-schema.ts";
import { localFromIso, type PollFormValues, type PollInput } from "./poll-form-values.ts";
import { pollWords } from "./poll-messages.ts";
import { PollOptionFields } from "./poll-option-fields.tsx";

// Most problems share the spec's one sentence, so it is said once above the form
// and the fields only turn red; an expiry in the past adds its own sentence.
function formProblems(errors: FieldErrors<PollFormValues>): string[] {
  const options = Array.isArray(errors.options) ? errors.options : [];
  const messages = [
    errors.question?.message,
    errors.options?.message,
    errors.options?.root?.message,
    ...options.map((option) => option?.text?.message),
    errors.expiresAt?.message,
  ];
  return [...new Set(messages.filter((message): message is string => Boolean(message)))];
}

/**
 * The fields of "Create a New Poll" and "Edit Poll": question, two to ten
 * options and an optional closing time. `locked` keeps the question and
 * options as they are, for a poll that already has votes.
 */
export function PollForm({
  defaultValues,
  locked = false,
  busy,
  serverProblem,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  defaultValues: PollFormValues;
  locked?: boolean;
  busy: boolean;
  serverProblem: string | null;
  submitLabel: string;
  onSubmit: (input: PollInput) => void;
  onCancel: () => void;
}) {
  const form = useFormWithSchema(
    () => import("./poll-form-schema.ts").then((m) => m.pollFormSchema),
    { defaultValues },
  );
  const intl = useIntl();
  const { register, handleSubmit, watch, setValue, setFocus, formState } = form;
  // The dialog would focus the first field, which is read-only when locked: start
  // where the admin can act. (Radix leaves focus alone when it is already inside.)
  useEffect(() => {
    if (locked) setFocus("expiresAt");
  }, [locked, setFocus]);
  const errorId = useId();
  const expiryId = useId();
  // The contract's checks speak English; their words find their messages.
  const problems = formProblems(formState.errors).map((problem) => {
    const message = messageFor(problem);
    return message ? intl.formatMessage(message) : problem;
  });
  const expiresAt = watch("expiresAt");

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex min-w-0 flex-col gap-5">
      {locked && <Alert tone="info">{intl.formatMessage(pollMessages.lockedAfterVotes)}</Alert>}
      {(problems.length > 0 || serverProblem) && (
        <div id={errorId}>
          <Alert tone="error">
            {problems.length > 0
              ? problems.map((problem) => <p key={problem}>{problem}</p>)
              : serverProblem}
          </Alert>
        </div>
      )}
      <TextField
        label={intl.formatMessage(pollWords.question)}
        readOnly={locked}
        maxLength={pollLimits.questionMax}
        placeholder={locked ? undefined : intl.formatMessage(pollWords.questionPlaceholder)}
        aria-invalid={formState.errors.question ? true : undefined}
        aria-describedby={formState.errors.question ? errorId : undefined}
        // TextField styles its wrapper, and its own error line would repeat the message above.
        className={`${locked ? "[&_input]:bg-slate-100 [&_input]:text-slate-700" : ""} ${formState.errors.question ? "[&_input]:border-coral-600" : ""}`}
        {...register("question")}
      />
      <PollOptionFields form={form} locked={locked} errorId={errorId} />
      <TextField
        id={expiryId}
        label={intl.formatMessage(pollWords.closes)}
        type="datetime-local"
        min={localFromIso(new Date().toISOString())}
        hint={intl.formatMessage(pollWords.closesHint)}
        aria-invalid={formState.errors.expiresAt ? true : undefined}
        aria-describedby={
          formState.errors.expiresAt ? `${expiryId}-hint ${errorId}` : `${expiryId}-hint`
        }
        className={formState.errors.expiresAt ? "[&_input]:border-coral-600" : ""}
        trailing={
          expiresAt ? (
            <Button
              variant="ghost"
              size="sm"
              aria-label={intl.formatMessage(pollWords.clearClosing)}
              onClick={() => setValue("expiresAt", "", { shouldDirty: true })}
            >
              {intl.formatMessage(pollWords.clear)}
            </Button>
          ) : undefined
        }
        {...register("expiresAt")}
      />
      <ModalActions>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {intl.formatMessage(pollWords.cancel)}
        </Button>
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </ModalActions>
    </form>
  );
}
