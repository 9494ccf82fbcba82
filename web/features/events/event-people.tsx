import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useState } from "react";
import type { EventDetail, EventPeople } from "../../../contracts/events.ts";
import { eventLimits, eventPeopleCsvPath } from "../../../contracts/events-rules.ts";
import { Avatar } from "../../components/ui/avatar.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { MutationError } from "../../components/ui/mutation-error.tsx";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { api } from "../../lib/api.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { eventDetailMessages } from "./event-detail-messages.ts";
import { eventApiPath, eventQueryKey } from "./use-events.ts";

const messages = defineMessages({
  people: { id: "events.peopleTitle", defaultMessage: "People" },
  loading: { id: "events.loadingPeople", defaultMessage: "Loading people" },
  loadError: { id: "events.peopleLoadError", defaultMessage: "The people could not be loaded." },
  seats: {
    id: "events.seatsTaken",
    defaultMessage:
      "{capacity, select, none {Seats taken: {taken}} other {Seats taken: {taken} of {capacity}}}",
  },
  guests: { id: "events.guestsTotal", defaultMessage: "Guests: {count}" },
  going: { id: "events.peopleGoing", defaultMessage: "Going ({count})" },
  waitlist: { id: "events.peopleWaitlist", defaultMessage: "Waitlist ({count})" },
  nobody: { id: "events.peopleNobody", defaultMessage: "Nobody yet." },
  plusGuests: {
    id: "events.plusGuests",
    defaultMessage: "{count, plural, one {+ # guest} other {+ # guests}}",
  },
  csv: { id: "events.downloadCsv", defaultMessage: "Download CSV" },
  newCapacity: { id: "events.newCapacity", defaultMessage: "New capacity" },
  raise: { id: "events.raiseCapacity", defaultMessage: "Raise capacity" },
  raised: { id: "events.capacityRaised", defaultMessage: "Capacity is now {capacity}." },
});

const peopleQueryKey = (id: string) => [...eventQueryKey(id), "people"] as const;

/**
 * The organiser's (a moderator's, an admin's) view of one date: who is going and with
 * how many guests, the waitlist in order, the seats taken, the CSV, and raising the
 * capacity, which promotes the waitlist (decision 080).
 */
export function EventPeopleCard({ event }: { event: EventDetail }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const people = useQuery({
    queryKey: peopleQueryKey(event.id),
    queryFn: ({ signal }) => api<EventPeople>(`${eventApiPath(event.id)}/people`, { signal }),
  });
  const [capacity, setCapacity] = useState("");
  const raise = useMutation({
    mutationFn: (value: number) =>
      api<EventPeople>(`${eventApiPath(event.id)}/capacity`, {
        method: "PUT",
        body: { capacity: value },
      }),
    onSuccess: (changed) => {
      queryClient.setQueryData(peopleQueryKey(event.id), changed);
      setCapacity("");
      // The seats and the waitlist changed: the page's counts refetch.
      return queryClient.invalidateQueries({ queryKey: eventQueryKey(event.id), exact: true });
    },
  });

  return (
    <Card className="flex flex-col gap-4 p-5">
      <section aria-labelledby="event-people" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="event-people" className="text-lg font-bold text-slate-900">
            {intl.formatMessage(messages.people)}
          </h2>
          <a
            href={eventPeopleCsvPath(event.id)}
            download
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 font-semibold text-ocean-800 hover:bg-slate-50"
          >
            <Download aria-hidden="true" className="size-4" />
            {intl.formatMessage(messages.csv)}
          </a>
        </div>
        {people.isPending ? (
          <PageSpinner label={intl.formatMessage(messages.loading)} />
        ) : people.isError ? (
          <LoadFailed
            size="sm"
            message={intl.formatMessage(messages.loadError)}
            retrying={people.isFetching}
            onRetry={() => people.refetch()}
          />
        ) : (
          <>
            <p className="text-sm text-slate-800">
              {intl.formatMessage(messages.seats, {
                taken: people.data.seatsTaken,
                capacity: people.data.capacity === null ? "none" : String(people.data.capacity),
              })}{" "}
              · {intl.formatMessage(messages.guests, { count: people.data.guests })}
            </p>
            <PeopleList
              title={intl.formatMessage(messages.going, { count: people.data.going.length })}
              people={people.data.going}
            />
            <PeopleList
              title={intl.formatMessage(messages.waitlist, { count: people.data.waitlist.length })}
              people={people.data.waitlist}
              ordered
            />
          </>
        )}
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(submitted) => {
            submitted.preventDefault();
            raise.mutate(Number(capacity));
          }}
        >
          <TextField
            label={intl.formatMessage(messages.newCapacity)}
            type="number"
            inputMode="numeric"
            min={1}
            max={eventLimits.capacityMax}
            required
            className="w-40"
            value={capacity}
            onChange={(change) => setCapacity(change.target.value)}
          />
          <Button type="submit" variant="secondary" busy={raise.isPending}>
            {intl.formatMessage(messages.raise)}
          </Button>
        </form>
        {raise.isSuccess && (
          <p role="status" className="text-sm font-semibold text-slate-900">
            {intl.formatMessage(messages.raised, { capacity: String(raise.data.capacity ?? "") })}
          </p>
        )}
        <MutationError error={raise.error} />
      </section>
    </Card>
  );
}

function PeopleList({
  title,
  people,
  ordered = false,
}: {
  title: string;
  people: EventPeople["going"];
  ordered?: boolean;
}) {
  const intl = useIntl();
  const List = ordered ? "ol" : "ul";
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {people.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{intl.formatMessage(messages.nobody)}</p>
      ) : (
        <List className="mt-2 flex flex-col gap-1">
          {people.map(({ person, guests }, index) => (
            <li key={person.id} className="flex items-center gap-2 text-sm text-slate-800">
              {ordered && <span className="w-6 text-right font-semibold">{index + 1}.</span>}
              <Avatar name={person.username ?? "?"} src={person.avatarUrl} size="sm" />
              <span className="min-w-0 break-words">
                {person.username ?? intl.formatMessage(eventDetailMessages.aMember)}
              </span>
              {guests > 0 && (
                <span className="text-slate-600">
                  {intl.formatMessage(messages.plusGuests, { count: guests })}
                </span>
              )}
            </li>
          ))}
        </List>
      )}
    </div>
  );
}
