import { Clock, MapPin, Users } from "lucide-react";
import { Link } from "react-router";
import type { EventSummary } from "../../../contracts/events.ts";
import { goingLabel } from "../../../contracts/events-rules.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Card } from "../../components/ui/card.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { cityTimeLabel, dateBadge, eventTimeRange } from "./event-time.ts";

export const eventCardMessages = defineMessages({
  cancelled: { id: "events.cancelledBadge", defaultMessage: "Cancelled" },
});

export const eventPath = (event: Pick<EventSummary, "id" | "citySlug">) =>
  `/city/${encodeURIComponent(event.citySlug)}/events/${encodeURIComponent(event.id)}`;

/** One event in a list: its date, title, time in the city, venue and how many are going. */
export function EventCard({
  event,
  headingLevel = 3,
}: {
  event: EventSummary;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const intl = useIntl();
  const badge = dateBadge(intl, event);
  return (
    <Card className="relative flex gap-4 p-4 transition-shadow focus-within:ring-2 focus-within:ring-ocean-600 hover:shadow-md sm:p-5">
      <div
        aria-hidden="true"
        className="flex w-14 shrink-0 flex-col items-center self-start rounded-xl bg-ocean-50 py-2 text-ocean-800"
      >
        <span className="text-xs font-bold tracking-wide">{badge.month}</span>
        <span className="text-2xl leading-none font-extrabold">{badge.day}</span>
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Heading className="min-w-0 text-lg font-bold break-words text-slate-900">
            {/* The whole card is the link's target; the heading names it. */}
            <Link
              to={eventPath(event)}
              className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
            >
              {event.title}
            </Link>
          </Heading>
          {event.cancelled && (
            <Badge tone="sand">{intl.formatMessage(eventCardMessages.cancelled)}</Badge>
          )}
        </div>
        <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-700">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ocean-700" />
          <span>
            <time dateTime={event.startsAt}>{eventTimeRange(intl, event)}</time>{" "}
            <span className="text-slate-600">({cityTimeLabel(intl, event.citySlug)})</span>
          </span>
        </p>
        <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-700">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ocean-700" />
          <span className="min-w-0 break-words">{event.venue}</span>
        </p>
        <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-slate-800">
          <Users aria-hidden="true" className="size-4 shrink-0 text-ocean-700" />
          {intl.formatMessage(goingLabel(event).descriptor, goingLabel(event).values)}
        </p>
      </div>
      {event.thumbnailUrl && (
        <img
          src={event.thumbnailUrl}
          alt=""
          loading="lazy"
          className="hidden size-24 shrink-0 rounded-xl object-cover sm:block"
        />
      )}
    </Card>
  );
}
