import { CalendarX } from "lucide-react";
import { type EventListTab, eventMessages } from "../../../contracts/events-rules.ts";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadMore } from "../../components/ui/load-more.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { EventCard } from "./event-card.tsx";
import { useEvents } from "./use-events.ts";

const messages = defineMessages({
  loading: { id: "events.loading", defaultMessage: "Loading events" },
  loadMore: { id: "events.loadMore", defaultMessage: "Load more events" },
});

/** A tab of the events page: loading, failed, empty, or the events with "Load more". */
export function EventList({ city, when }: { city: string; when: EventListTab }) {
  const intl = useIntl();
  const events = useEvents(city, when);

  if (events.isPending) {
    return (
      <ul
        aria-label={intl.formatMessage(messages.loading)}
        aria-busy="true"
        className="flex flex-col gap-4"
      >
        {[0, 1, 2].map((key) => (
          <li key={key}>
            <Skeleton className="h-32 w-full rounded-2xl" />
          </li>
        ))}
      </ul>
    );
  }
  if (events.isError) {
    return (
      <LoadFailed
        message={eventMessages.fetchError.defaultMessage}
        retrying={events.isFetching}
        onRetry={() => events.refetch()}
      />
    );
  }
  const all = events.data.pages.flatMap((page) => page.items);
  if (all.length === 0) {
    return (
      <p className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-4 py-12 text-center text-slate-600">
        <CalendarX aria-hidden="true" className="size-8 text-slate-500" />
        {intl.formatMessage(when === "upcoming" ? eventMessages.noUpcoming : eventMessages.noPast)}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-4">
        {all.map((event) => (
          <li key={event.id}>
            <EventCard event={event} headingLevel={2} />
          </li>
        ))}
      </ul>
      <LoadMore pages={events} label={intl.formatMessage(messages.loadMore)} />
    </div>
  );
}
