import { type FormEvent, useId, useState } from "react";
import type { QuietHours } from "../../../contracts/notifications.ts";
import { pushMessages, quietHoursPattern } from "../../../contracts/push-rules.ts";
import { Button } from "../../components/ui/button.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";

const messages = defineMessages({
  title: { id: "notificationPreferences.quiet.title", defaultMessage: "Quiet hours" },
  intro: {
    id: "notificationPreferences.quiet.intro",
    defaultMessage:
      "Hold push notifications during these hours; they arrive when quiet hours end. The bell and email are not affected.",
  },
  use: {
    id: "notificationPreferences.quiet.use",
    defaultMessage: "Hold pushes during quiet hours",
  },
  from: { id: "notificationPreferences.quiet.from", defaultMessage: "From" },
  to: { id: "notificationPreferences.quiet.to", defaultMessage: "To" },
  timeZone: {
    id: "notificationPreferences.quiet.timeZone",
    defaultMessage: "Times are in your city's time zone: {timeZone}.",
  },
  save: { id: "notificationPreferences.quiet.save", defaultMessage: "Save quiet hours" },
});

/** Until a member picks: the night. */
const suggested: QuietHours = { from: "22:00", to: "07:00" };

/** "Quiet hours": on or off, and a from/to pair in the member's city's time zone. */
export function QuietHoursSetting({
  quietHours,
  timeZone,
  saving,
  onSave,
}: {
  quietHours: QuietHours | null;
  timeZone: string;
  saving: boolean;
  onSave: (quietHours: QuietHours | null) => void;
}) {
  const intl = useIntl();
  const ids = { from: useId(), to: useId(), zone: useId(), problem: useId() };
  const [on, setOn] = useState(quietHours !== null);
  const [hours, setHours] = useState<QuietHours>(quietHours ?? suggested);
  const [problem, setProblem] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (on) {
      const valid =
        quietHoursPattern.test(hours.from) &&
        quietHoursPattern.test(hours.to) &&
        hours.from !== hours.to;
      setProblem(!valid);
      if (!valid) return;
    }
    onSave(on ? hours : null);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold text-slate-900">
          {intl.formatMessage(messages.title)}
        </legend>
        <p className="text-sm text-slate-600">{intl.formatMessage(messages.intro)}</p>
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={on}
            onChange={(event) => setOn(event.target.checked)}
            className="size-5 accent-ocean-600"
          />
          {intl.formatMessage(messages.use)}
        </label>
        <div className="flex flex-wrap gap-4">
          {(["from", "to"] as const).map((end) => (
            <div key={end} className="flex flex-col gap-1">
              <label htmlFor={ids[end]} className="text-sm font-medium text-slate-800">
                {intl.formatMessage(messages[end])}
              </label>
              <input
                id={ids[end]}
                type="time"
                value={hours[end]}
                disabled={!on}
                required={on}
                aria-invalid={problem || undefined}
                aria-describedby={problem ? `${ids.zone} ${ids.problem}` : ids.zone}
                onChange={(event) => setHours({ ...hours, [end]: event.target.value })}
                className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 disabled:bg-slate-100 disabled:text-slate-500"
              />
            </div>
          ))}
        </div>
        <p id={ids.zone} className="text-sm text-slate-600">
          {intl.formatMessage(messages.timeZone, { timeZone: timeZone.replaceAll("_", " ") })}
        </p>
        {problem ? (
          <p id={ids.problem} role="alert" className="text-sm text-red-800">
            {intl.formatMessage(pushMessages.badQuietHours)}
          </p>
        ) : null}
      </fieldset>
      <div>
        <Button type="submit" variant="secondary" busy={saving}>
          {intl.formatMessage(messages.save)}
        </Button>
      </div>
    </form>
  );
}
