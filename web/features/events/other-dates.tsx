import { Repeat } from "lucide-react";
import { Link } from "react-router";
import type { EventDetail } from "../../../contracts/events.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { eventPath } from "./event-card.tsx";
import { eventTimeRange } from "./event-time.ts";
import { repeatSummary } from "./repeat-summary.ts";

export const otherDatesMessages = defineMessages({
  otherDates: { id: "events.otherDates", defaultMessage: "Other dates" },
  cancelledDate: { id: "events.cancelledDate", defaultMessage: "Cancelled" },
  changed: { id: "events.changedDate", defaultMessage: "This date was changed" },
});

/** A repeating event's next dates, each a link to that date's own page (decision 080). */
export function OtherDates({ event }: { event: EventDetail }) {
  const intl = useIntl();
  if (event.otherDates.length === 0) return null;
  return (
    <section aria-labelledby="other-dates">
      <h2 id="other-dates" className="text-lg font-bold text-slate-900">
        {intl.formatMessage(otherDatesMessages.otherDates)}
      </h2>
      <ul className="mt-2 flex flex-col gap-1">
        {event.otherDates.map((date) => (
          <li key={date.occurrenceId}>
            <Link
              to={eventPath({ id: date.occurrenceId, citySlug: event.citySlug })}
              className="inline-flex min-h-11 flex-wrap items-center gap-x-2 font-semibold text-ocean-800 underline-offset-2 hover:underline"
            >
              <time dateTime={date.startsAt} className={date.cancelled ? "line-through" : ""}>
                {eventTimeRange(intl, { ...date, timeZone: event.timeZone })}
              </time>
              {date.cancelled && (
                <span className="text-sm font-medium text-red-800">
                  {intl.formatMessage(otherDatesMessages.cancelledDate)}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "Every Saturday until March 28", under the time of a repeating event. */
export function RepeatLine({ event }: { event: EventDetail }) {
  const intl = useIntl();
  if (!event.repeat) return null;
  return (
    <p className="flex items-center gap-2 text-slate-800">
      <Repeat aria-hidden="true" className="size-5 shrink-0 text-ocean-700" />
      {repeatSummary(intl, event.repeat, event.startsAtLocal)}
    </p>
  );
}

/** Said beside the time when this one date was moved or edited on its own. */
export function ChangedMarker({ event }: { event: EventDetail }) {
  const intl = useIntl();
  if (!event.changed) return null;
  return (
    <p className="w-fit rounded-full bg-sand-200 px-3 py-1 text-sm font-semibold text-slate-900">
      {intl.formatMessage(otherDatesMessages.changed)}
    </p>
  );
}
