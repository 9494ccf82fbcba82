import { Link } from "react-router";
import { eventMessages, goingLabel } from "../../../contracts/events-rules.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { eventCardMessages, eventPath } from "./event-card.tsx";
import { shortEventTime } from "./event-time.ts";
import { useNextEvents } from "./use-events.ts";

/** The city's next 3 events, for the community profile's Events card (product decision 23). */
export function NextEventsPreview({ city }: { city: string }) {
  const intl = useIntl();
  const events = useNextEvents(city, 3);
  if (events.isPending) return <Skeleton className="h-24 w-full rounded-xl" />;
  if (events.isError) {
    return (
      <LoadFailed
        size="sm"
        message={eventMessages.fetchError.defaultMessage}
        retrying={events.isFetching}
        onRetry={() => events.refetch()}
      />
    );
  }
  if (events.data.items.length === 0) {
    return <p className="text-sm text-slate-600">{intl.formatMessage(eventMessages.noUpcoming)}</p>;
  }
  return (
    <ul className="flex flex-col gap-2">
      {events.data.items.map((event) => (
        <li key={event.id}>
          <Link
            to={eventPath(event)}
            className="block rounded-lg border border-slate-200 px-3 py-2 hover:border-ocean-300 hover:bg-ocean-50/50"
          >
            <span className="flex items-center gap-2">
              <span className="min-w-0 truncate font-semibold text-slate-900">{event.title}</span>
              {event.cancelled && (
                <Badge tone="sand">{intl.formatMessage(eventCardMessages.cancelled)}</Badge>
              )}
            </span>
            <span className="mt-0.5 block text-xs text-slate-600">
              <time dateTime={event.startsAt}>{shortEventTime(intl, event)}</time> ·{" "}
              {intl.formatMessage(goingLabel(event).descriptor, goingLabel(event).values)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
