import { useId } from "react";
import type { RepeatInput } from "../../../contracts/events.ts";
import {
  eventLimits,
  type RepeatWeekday,
  repeatMonthWeeks,
  repeatWeekdays,
} from "../../../contracts/events-rules.ts";
import { SelectField } from "../../components/ui/select-field.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { calendarDay, repeatSummary, weekdayName } from "./repeat-summary.ts";

const messages = defineMessages({
  repeats: { id: "events.repeatsLabel", defaultMessage: "Repeats" },
  none: { id: "events.repeatNone", defaultMessage: "Does not repeat" },
  weekly: { id: "events.repeatWeeklyOption", defaultMessage: "Weekly, on chosen days" },
  monthlyDay: { id: "events.repeatMonthlyDayOption", defaultMessage: "Monthly, on a date" },
  monthlyWeekday: {
    id: "events.repeatMonthlyWeekdayOption",
    defaultMessage: "Monthly, on a weekday (like the first Saturday)",
  },
  howOften: { id: "events.repeatHowOften", defaultMessage: "How often" },
  everyWeeks: {
    id: "events.repeatEveryWeeks",
    defaultMessage: "{count, plural, one {Every week} other {Every # weeks}}",
  },
  everyMonths: {
    id: "events.repeatEveryMonths",
    defaultMessage: "{count, plural, one {Every month} other {Every # months}}",
  },
  onDays: { id: "events.repeatOnDays", defaultMessage: "On" },
  dayOfMonth: { id: "events.repeatDayOfMonth", defaultMessage: "Day of the month" },
  whichWeek: { id: "events.repeatWhichWeek", defaultMessage: "Which one" },
  week: {
    id: "events.repeatWeekName",
    defaultMessage:
      "{week, select, 1 {The first} 2 {The second} 3 {The third} 4 {The fourth} other {The last}}",
  },
  weekday: { id: "events.repeatWeekday", defaultMessage: "Day of the week" },
  ends: { id: "events.repeatEnds", defaultMessage: "Ends" },
  never: { id: "events.repeatEndsNever", defaultMessage: "Never" },
  onDate: { id: "events.repeatEndsOnDate", defaultMessage: "On a date" },
  after: { id: "events.repeatEndsAfter", defaultMessage: "After a number of times" },
  lastDate: { id: "events.repeatLastDate", defaultMessage: "Last date" },
  times: { id: "events.repeatTimes", defaultMessage: "Number of times" },
});

/** What the Repeats section holds while the organiser fills it in. */
export type RepeatDraft = {
  kind: "none" | "weekly" | "monthly-day" | "monthly-weekday";
  interval: number;
  weekdays: RepeatWeekday[];
  day: number;
  week: (typeof repeatMonthWeeks)[number];
  weekday: RepeatWeekday;
  end: "never" | "until" | "count";
  until: string;
  count: string;
};

export const noRepeat: RepeatDraft = {
  kind: "none",
  interval: 1,
  weekdays: [],
  day: 1,
  week: 1,
  weekday: "SA",
  end: "never",
  until: "",
  count: "",
};

/** The contract's `repeat` for a draft (null: a one-off event). */
export function repeatOf(draft: RepeatDraft): RepeatInput | null {
  if (draft.kind === "none") return null;
  const end =
    draft.end === "until" && draft.until
      ? { until: draft.until }
      : draft.end === "count" && draft.count
        ? { count: Number(draft.count) }
        : {};
  if (draft.kind === "weekly") {
    const weekdays = draft.weekdays.length > 0 ? { weekdays: draft.weekdays } : {};
    return { frequency: "weekly", interval: draft.interval, ...weekdays, ...end };
  }
  const monthly =
    draft.kind === "monthly-day"
      ? { day: draft.day }
      : { week: draft.week, weekday: draft.weekday };
  return { frequency: "monthly", interval: draft.interval, monthly, ...end };
}

const radio = "size-4 accent-ocean-700";
const choice = "flex min-h-11 items-center gap-2 text-sm text-slate-800";

/**
 * The form's Repeats section (creating only): does not repeat, weekly on chosen days,
 * monthly on a date or on "the first Saturday", every N, until a date or N times, with
 * the plain-language summary said as it changes. `startsAt` is the first date's
 * wall-clock time: new choices start from its weekday and day.
 */
export function RepeatFields({
  draft,
  startsAt,
  onChange,
}: {
  draft: RepeatDraft;
  startsAt: string;
  onChange: (draft: RepeatDraft) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const set = (change: Partial<RepeatDraft>) => onChange({ ...draft, ...change });
  const start = calendarDay(startsAt);
  const repeat = repeatOf(draft);
  const weekdayOptions = repeatWeekdays.map((value) => ({
    value,
    label: weekdayName(intl, value),
  }));

  const chooseKind = (kind: RepeatDraft["kind"]) => {
    if (!start) return set({ kind });
    set({
      kind,
      weekdays: draft.weekdays.length > 0 ? draft.weekdays : [start.weekday],
      day: start.day,
      weekday: start.weekday,
      week: Math.min(4, Math.ceil(start.day / 7)) as RepeatDraft["week"],
    });
  };

  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4">
      <SelectField
        label={intl.formatMessage(messages.repeats)}
        value={draft.kind}
        onChange={(event) => chooseKind(event.target.value as RepeatDraft["kind"])}
        options={[
          { value: "none", label: intl.formatMessage(messages.none) },
          { value: "weekly", label: intl.formatMessage(messages.weekly) },
          { value: "monthly-day", label: intl.formatMessage(messages.monthlyDay) },
          { value: "monthly-weekday", label: intl.formatMessage(messages.monthlyWeekday) },
        ]}
      />
      {draft.kind !== "none" && (
        <>
          <SelectField
            label={intl.formatMessage(messages.howOften)}
            value={String(draft.interval)}
            onChange={(event) => set({ interval: Number(event.target.value) })}
            options={Array.from({ length: eventLimits.repeatIntervalMax }, (_, index) => ({
              value: String(index + 1),
              label: intl.formatMessage(
                draft.kind === "weekly" ? messages.everyWeeks : messages.everyMonths,
                { count: index + 1 },
              ),
            }))}
          />
          {draft.kind === "weekly" && (
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">
                {intl.formatMessage(messages.onDays)}
              </legend>
              <div className="mt-1 flex flex-wrap gap-x-4">
                {weekdayOptions.map(({ value, label }) => (
                  <label key={value} className={choice}>
                    <input
                      type="checkbox"
                      className={radio}
                      checked={draft.weekdays.includes(value)}
                      onChange={(event) =>
                        set({
                          weekdays: event.target.checked
                            ? [...draft.weekdays, value]
                            : draft.weekdays.filter((day) => day !== value),
                        })
                      }
                    />
                    {label}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {draft.kind === "monthly-day" && (
            <TextField
              label={intl.formatMessage(messages.dayOfMonth)}
              type="number"
              inputMode="numeric"
              min={1}
              max={31}
              className="sm:max-w-xs"
              value={String(draft.day)}
              onChange={(event) => set({ day: Number(event.target.value) })}
            />
          )}
          {draft.kind === "monthly-weekday" && (
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label={intl.formatMessage(messages.whichWeek)}
                value={String(draft.week)}
                onChange={(event) =>
                  set({ week: Number(event.target.value) as RepeatDraft["week"] })
                }
                options={repeatMonthWeeks.map((week) => ({
                  value: String(week),
                  label: intl.formatMessage(messages.week, { week: String(week) }),
                }))}
              />
              <SelectField
                label={intl.formatMessage(messages.weekday)}
                value={draft.weekday}
                onChange={(event) => set({ weekday: event.target.value as RepeatWeekday })}
                options={weekdayOptions}
              />
            </div>
          )}
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">
              {intl.formatMessage(messages.ends)}
            </legend>
            <div className="mt-1 flex flex-wrap gap-x-4">
              {(["never", "until", "count"] as const).map((end) => (
                <label key={end} className={choice}>
                  <input
                    type="radio"
                    name={`${id}-end`}
                    className={radio}
                    checked={draft.end === end}
                    onChange={() => set({ end })}
                  />
                  {intl.formatMessage(
                    end === "never"
                      ? messages.never
                      : end === "until"
                        ? messages.onDate
                        : messages.after,
                  )}
                </label>
              ))}
            </div>
          </fieldset>
          {draft.end === "until" && (
            <TextField
              label={intl.formatMessage(messages.lastDate)}
              type="date"
              className="sm:max-w-xs"
              min={startsAt.slice(0, 10) || undefined}
              value={draft.until}
              onChange={(event) => set({ until: event.target.value })}
            />
          )}
          {draft.end === "count" && (
            <TextField
              label={intl.formatMessage(messages.times)}
              type="number"
              inputMode="numeric"
              min={1}
              max={eventLimits.repeatCountMax}
              className="sm:max-w-xs"
              value={draft.count}
              onChange={(event) => set({ count: event.target.value })}
            />
          )}
          {repeat && (
            <p
              aria-live="polite"
              className="rounded-lg bg-sand-100 px-3 py-2 font-semibold text-slate-900"
            >
              {repeatSummary(intl, repeat, startsAt)}
            </p>
          )}
        </>
      )}
    </div>
  );
}
