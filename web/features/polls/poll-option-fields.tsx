import { Plus, X } from "lucide-react";
import { useEffect, useState } from "react";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { pollLimits } from "../../../contracts/polls-rules.ts";
import { Button } from "../../components/ui/button.tsx";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import type { PollFormValues, PollInput } from "./poll-form-values.ts";
import { pollWords } from "./poll-messages.ts";

/** How the form's inputs look; locked ones read as text that cannot be changed. */
export const pollInputClasses = (invalid: boolean, locked: boolean) =>
  `h-11 w-full min-w-0 rounded-lg border px-3 text-base shadow-sm placeholder:text-slate-500 focus:border-ocean-600 focus:ring-2 focus:ring-ocean-600/20 focus:outline-none ${invalid ? "border-coral-600" : "border-slate-300"} ${locked ? "bg-slate-100 text-slate-700" : "bg-white text-slate-900"}`;

/**
 * The poll's answers: two to start, "Add option" up to ten, and "Remove" only
 * while there are more than two (spec "Poll" validation).
 */
export function PollOptionFields({
  form,
  locked,
  errorId,
}: {
  form: UseFormReturn<PollFormValues, unknown, PollInput>;
  locked: boolean;
  /** The form's message above, which an invalid option points to. */
  errorId: string;
}) {
  const { register, control, setFocus, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: "options" });
  // The Remove button vanishes with its row: focus moves to the option now in its place.
  const [focusAfterRemove, setFocusAfterRemove] = useState<number | null>(null);
  useEffect(() => {
    if (focusAfterRemove === null) return;
    setFocus(`options.${focusAfterRemove}.text`);
    setFocusAfterRemove(null);
  }, [focusAfterRemove, setFocus]);

  const canRemove = !locked && fields.length > pollLimits.minOptions;
  const intl = useIntl();
  return (
    <fieldset className="flex min-w-0 flex-col gap-2.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        {intl.formatMessage(pollWords.options)}
      </legend>
      <ol className="flex flex-col gap-2.5">
        {fields.map((field, index) => {
          const inputId = `poll-option-${field.id}`;
          const invalid = Boolean(formState.errors.options?.[index]?.text);
          return (
            <li key={field.id} className="flex items-center gap-2">
              <label
                htmlFor={inputId}
                className="w-5 shrink-0 text-right text-sm font-semibold text-slate-600"
              >
                <span className="sr-only">{intl.formatMessage(pollWords.option)} </span>
                {index + 1}
              </label>
              <input
                id={inputId}
                readOnly={locked}
                maxLength={pollLimits.optionMax}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? errorId : undefined}
                className={pollInputClasses(invalid, locked)}
                {...register(`options.${index}.text`)}
              />
              {canRemove && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="shrink-0 px-2 text-slate-600"
                  aria-label={intl.formatMessage(pollWords.removeOption, { number: index + 1 })}
                  onClick={() => {
                    remove(index);
                    setFocusAfterRemove(Math.min(index, fields.length - 2));
                  }}
                >
                  <X aria-hidden="true" className="size-4" />
                  {/* On a phone the word would squeeze the option; the label still says it. */}
                  <span className="sr-only sm:not-sr-only">
                    {intl.formatMessage(pollWords.remove)}
                  </span>
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      {locked ? null : fields.length < pollLimits.maxOptions ? (
        <Button
          variant="secondary"
          size="sm"
          className="ml-7 self-start"
          onClick={() => append({ text: "" })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {intl.formatMessage(pollWords.addOption)}
        </Button>
      ) : (
        <p className="ml-7 text-sm text-slate-600">
          {intl.formatMessage(pollWords.upTo, { max: pollLimits.maxOptions })}
        </p>
      )}
    </fieldset>
  );
}
