import { useNavigate, useParams } from "react-router";
import { type EventDetail, eventMessages } from "../../../contracts/events.ts";
import {
  type MemberCity,
  MembersOnlyCity,
  SignedInCity,
} from "../../components/city/members-only-city.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { BackLink } from "../../components/ui/back-link.tsx";
import { Card } from "../../components/ui/card.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { eventPath } from "./event-card.tsx";
import { EventForm, emptyEvent } from "./event-form.tsx";
import { useEvent, useSaveEvent } from "./use-events.ts";

/** /city/:city/events/new: members only (visitors to /auth, others to the join page). */
export function NewEventPage() {
  return <MembersOnlyCity>{(member) => <NewEvent {...member} />}</MembersOnlyCity>;
}

/** /city/:city/events/:id/edit: the organiser or an admin; anyone else is told no. */
export function EditEventPage() {
  return <SignedInCity>{(found) => <EditEvent {...found} />}</SignedInCity>;
}

function Frame({
  city,
  title,
  children,
}: {
  city: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-10">
      <BackLink to={`/city/${encodeURIComponent(city)}/events`}>Events</BackLink>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900">{title}</h1>
      <Card className="mt-6 p-5 sm:p-6">{children}</Card>
    </div>
  );
}

/** Saves, then opens the event with the outcome said at the top. */
function useSubmit(city: string, eventId: string | undefined, done: string, failed: string) {
  const save = useSaveEvent(city, eventId);
  const navigate = useNavigate();
  const problem = save.error ? apiErrorText(save.error, { fallback: failed }) : null;
  const submit = (fields: Parameters<typeof save.mutate>[0]["fields"], photo: File | null) =>
    save.mutate(
      { fields, photo },
      { onSuccess: (saved: EventDetail) => navigate(eventPath(saved), { state: { flash: done } }) },
    );
  return { save, problem, submit };
}

function NewEvent({ city, cityName }: MemberCity) {
  const { save, problem, submit } = useSubmit(
    city.slug,
    undefined,
    eventMessages.created,
    eventMessages.createError,
  );
  return (
    <Frame city={city.slug} title={`Create an event in ${cityName}`}>
      <EventForm
        defaultValues={emptyEvent}
        cityName={cityName}
        busy={save.isPending}
        progress={save.progress}
        serverProblem={problem}
        submitLabel="Create event"
        onSubmit={submit}
      />
    </Frame>
  );
}

function EditEvent({ city, cityName }: MemberCity) {
  const { id = "" } = useParams();
  const event = useEvent(id);
  const { save, problem, submit } = useSubmit(
    city.slug,
    id,
    eventMessages.updated,
    eventMessages.updateError,
  );
  if (event.isPending) return <PageSpinner label="Loading event" />;
  if (event.isError) {
    return (
      <Frame city={city.slug} title="Edit event">
        <LoadFailed
          message={eventMessages.loadError}
          retrying={event.isFetching}
          onRetry={() => event.refetch()}
        />
      </Frame>
    );
  }
  const found = event.data;
  if (!found.canEdit) {
    return (
      <Frame city={city.slug} title="Edit event">
        <Alert tone="error">{eventMessages.noPermission}</Alert>
      </Frame>
    );
  }
  if (found.cancelled) {
    return (
      <Frame city={city.slug} title="Edit event">
        <Alert tone="info">{eventMessages.cancelled}</Alert>
      </Frame>
    );
  }
  return (
    <Frame city={city.slug} title={`Edit “${found.title}”`}>
      <EventForm
        defaultValues={{
          title: found.title,
          description: found.description,
          startsAt: found.startsAtLocal,
          endsAt: found.endsAtLocal,
          venue: found.venue,
          address: found.address,
          capacity: found.capacity === null ? "" : String(found.capacity),
        }}
        cityName={cityName}
        currentPhotoUrl={found.thumbnailUrl}
        busy={save.isPending}
        progress={save.progress}
        serverProblem={problem}
        submitLabel="Save changes"
        onSubmit={submit}
      />
    </Frame>
  );
}
