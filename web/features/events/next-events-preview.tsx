import { eventMessages } from "../../../contracts/events.ts";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { EventCard } from "./event-card.tsx";
import { useNextEvents } from "./use-events.ts";

/** The city's next 3 events, for the community profile's Events card (product decision 23). */
export function NextEventsPreview({ city }: { city: string }) {
  const events = useNextEvents(city, 3);
  if (events.isPending) return <Skeleton className="h-24 w-full rounded-xl" />;
  if (events.isError) {
    return (
      <LoadFailed
        size="sm"
        message={eventMessages.fetchError}
        retrying={events.isFetching}
        onRetry={() => events.refetch()}
      />
    );
  }
  if (events.data.events.length === 0) {
    return <p className="text-sm text-slate-600">{eventMessages.noUpcoming}</p>;
  }
  return (
    <ul className="flex flex-col gap-3">
      {events.data.events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} headingLevel={4} />
        </li>
      ))}
    </ul>
  );
}
