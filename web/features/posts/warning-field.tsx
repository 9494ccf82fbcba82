import { TriangleAlert } from "lucide-react";
import { useId } from "react";
import { postPhotoLimits } from "../../../contracts/post-photos-rules.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { composerMessages } from "./composer-messages.ts";

const messages = defineMessages({
  label: { id: "posts.warningLabel", defaultMessage: "Content warning" },
  hint: {
    id: "posts.warningHint",
    defaultMessage:
      "Your text and photos stay hidden behind it until someone taps Show. For example: Spoilers, Traffic accident.",
  },
});

/**
 * The composer's "Add a content warning" switch and, once on, its text (at most 100
 * characters). Off sends no warning, whatever was typed.
 */
export function WarningField({
  on,
  onToggle,
  warning,
  onChange,
  disabled,
}: {
  on: boolean;
  onToggle: (on: boolean) => void;
  warning: string;
  onChange: (warning: string) => void;
  disabled: boolean;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label className="inline-flex w-fit items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          checked={on}
          disabled={disabled}
          aria-controls={`${id}-field`}
          onChange={(event) => onToggle(event.target.checked)}
          className="size-4 accent-ocean-700"
        />
        <TriangleAlert aria-hidden="true" className="size-4 text-amber-700" />
        {intl.formatMessage(composerMessages.addWarning)}
      </label>
      <div id={`${id}-field`} hidden={!on} className="flex flex-col gap-1">
        <label htmlFor={`${id}-text`} className="text-sm font-medium text-slate-800">
          {intl.formatMessage(messages.label)}
        </label>
        <input
          id={`${id}-text`}
          type="text"
          value={warning}
          maxLength={postPhotoLimits.warningMax}
          readOnly={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.value)}
          className="w-full rounded-lg border border-slate-300 bg-slate-50/60 px-3 py-2 text-base text-slate-900 focus:border-ocean-600 focus:bg-white focus:ring-2 focus:ring-ocean-600/20 focus:outline-none"
        />
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {intl.formatMessage(messages.hint)}
        </p>
      </div>
    </div>
  );
}
