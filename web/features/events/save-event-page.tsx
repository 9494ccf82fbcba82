import { useNavigate, useParams } from "react-router";
import type { EventDetail } from "../../../contracts/events.ts";
import { eventMessages } from "../../../contracts/events-rules.ts";
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
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { eventPath } from "./event-card.tsx";
import { EventForm, emptyEvent } from "./event-form.tsx";
import { useEvent, useSaveEvent } from "./use-events.ts";

const messages = defineMessages({
  back: { id: "events.backToList", defaultMessage: "Events" },
  createTitle: { id: "events.createTitle", defaultMessage: "Create an event in {city}" },
  create: { id: "events.createSubmit", defaultMessage: "Create event" },
  editTitle: { id: "events.editTitle", defaultMessage: "Edit event" },
  editNamed: { id: "events.editNamed", defaultMessage: "Edit “{title}”" },
  save: { id: "events.saveChanges", defaultMessage: "Save changes" },
  loading: { id: "events.loadingEventForm", defaultMessage: "Loading event" },
});

type Said = (typeof eventMessages)[keyof typeof eventMessages];

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
  const intl = useIntl();
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-10">
      <BackLink to={`/city/${encodeURIComponent(city)}/events`}>
        {intl.formatMessage(messages.back)}
      </BackLink>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900">{title}</h1>
      <Card className="mt-6 p-5 sm:p-6">{children}</Card>
    </div>
  );
}

/** Saves, then opens the event with the outcome said at the top. */
function useSubmit(city: string, eventId: string | undefined, done: Said, failed: Said) {
  const intl = useIntl();
  const save = useSaveEvent(city, eventId);
  const navigate = useNavigate();
  const problem = save.error
    ? apiErrorText(save.error, { fallback: intl.formatMessage(failed) })
    : null;
  const submit = (fields: Parameters<typeof save.mutate>[0]["fields"], photo: File | null) =>
    save.mutate(
      { fields, photo },
      {
        onSuccess: (saved: EventDetail) =>
          navigate(eventPath(saved), { state: { flash: intl.formatMessage(done) } }),
      },
    );
  return { save, problem, submit };
}

function NewEvent({ city, cityName }: MemberCity) {
  const intl = useIntl();
  const { save, problem, submit } = useSubmit(
    city.slug,
    undefined,
    eventMessages.created,
    eventMessages.createError,
  );
  return (
    <Frame city={city.slug} title={intl.formatMessage(messages.createTitle, { city: cityName })}>
      <EventForm
        defaultValues={emptyEvent}
        cityName={cityName}
        busy={save.isPending}
        progress={save.progress}
        serverProblem={problem}
        submitLabel={intl.formatMessage(messages.create)}
        onSubmit={submit}
        repeatable
      />
    </Frame>
  );
}

function EditEvent({ city, cityName }: MemberCity) {
  const intl = useIntl();
  const { id = "" } = useParams();
  const event = useEvent(id);
  const { save, problem, submit } = useSubmit(
    city.slug,
    id,
    eventMessages.updated,
    eventMessages.updateError,
  );
  if (event.isPending) return <PageSpinner label={intl.formatMessage(messages.loading)} />;
  if (event.isError) {
    return (
      <Frame city={city.slug} title={intl.formatMessage(messages.editTitle)}>
        <LoadFailed
          message={eventMessages.loadError.defaultMessage}
          retrying={event.isFetching}
          onRetry={() => event.refetch()}
        />
      </Frame>
    );
  }
  const found = event.data;
  if (!found.canEdit) {
    return (
      <Frame city={city.slug} title={intl.formatMessage(messages.editTitle)}>
        <Alert tone="error">{intl.formatMessage(eventMessages.noPermission)}</Alert>
      </Frame>
    );
  }
  if (found.cancelled) {
    return (
      <Frame city={city.slug} title={intl.formatMessage(messages.editTitle)}>
        <Alert tone="info">{intl.formatMessage(eventMessages.cancelled)}</Alert>
      </Frame>
    );
  }
  return (
    <Frame city={city.slug} title={intl.formatMessage(messages.editNamed, { title: found.title })}>
      <EventForm
        defaultValues={{
          title: found.title,
          description: found.description,
          startsAt: found.startsAtLocal,
          endsAt: found.endsAtLocal,
          venue: found.venue,
          address: found.address,
          capacity: found.capacity === null ? "" : String(found.capacity),
          guestsAllowed: String(found.guestsAllowed),
          scope: "one",
        }}
        scopeChoice={found.repeats}
        cityName={cityName}
        currentPhotoUrl={found.thumbnailUrl}
        busy={save.isPending}
        progress={save.progress}
        serverProblem={problem}
        submitLabel={intl.formatMessage(messages.save)}
        onSubmit={submit}
      />
    </Frame>
  );
}
