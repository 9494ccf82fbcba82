import { Ban, Clock, MapPin, Users } from "lucide-react";
import { Link, Navigate, useLocation, useParams } from "react-router";
import type { EventDetail } from "../../../contracts/events.ts";
import { eventMessages, goingLabel } from "../../../contracts/events-rules.ts";
import { notificationEventName } from "../../../contracts/user-stream-rules.ts";
import { BookmarkButton } from "../../components/bookmark-button.tsx";
import { PublicCity, type PublicCityView } from "../../components/city/public-city.tsx";
import { ReportButton } from "../../components/report-button.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { Avatar } from "../../components/ui/avatar.tsx";
import { BackLink } from "../../components/ui/back-link.tsx";
import { Card } from "../../components/ui/card.tsx";
import { LinkedText } from "../../components/ui/linked-text.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { ApiError } from "../../lib/api.ts";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { useUserStreamSignal } from "../../lib/user-stream-signals.ts";
import { AddToCalendar } from "./calendar-links.tsx";
import { DeleteEventButton, OrganiserActions } from "./event-actions.tsx";
import { eventPath } from "./event-card.tsx";
import { eventDetailMessages as messages } from "./event-detail-messages.ts";
import { EventPeopleCard } from "./event-people.tsx";
import { cityTimeLabel, eventTimeRange } from "./event-time.ts";
import { ChangedMarker, OtherDates, RepeatLine } from "./other-dates.tsx";
import { RsvpButtons } from "./rsvp-buttons.tsx";
import { useEvent } from "./use-events.ts";

/**
 * /city/:city/events/:id: the event, its RSVPs and, for its organiser, edit and
 * cancel; for a moderator of the city, delete (decision 050).
 */
export function EventDetailPage() {
  return <PublicCity>{(found) => <EventScreen {...found} />}</PublicCity>;
}

function EventScreen({ city, cityName, viewer }: PublicCityView) {
  const { id = "" } = useParams();
  const event = useEvent(id);
  // A member waiting hears of their promotion as a notification on their own stream:
  // the page refetches so it shows without a reload. Nobody else's page moves by itself.
  useUserStreamSignal(notificationEventName, () => {
    if (event.data?.myRsvp === "waiting") void event.refetch();
  });
  const eventsPath = `/city/${encodeURIComponent(city.slug)}/events`;
  const intl = useIntl();
  const back = (
    <BackLink to={eventsPath}>{intl.formatMessage(messages.back, { city: cityName })}</BackLink>
  );

  if (event.isPending) return <PageSpinner label={intl.formatMessage(messages.loading)} />;
  if (event.isError) {
    const missing = event.error instanceof ApiError && [400, 404].includes(event.error.status);
    return (
      <div className="mx-auto flex max-w-3xl flex-col items-start gap-4 px-4 py-12 sm:px-6">
        {back}
        <h1 className="text-2xl font-bold text-slate-900">
          {intl.formatMessage(missing ? eventMessages.notFound : eventMessages.loadError)}
        </h1>
        {!missing && (
          <LoadFailed
            message={eventMessages.loadError.defaultMessage}
            retrying={event.isFetching}
            onRetry={() => event.refetch()}
          />
        )}
      </div>
    );
  }
  // An event is shown under its own city's address only.
  if (event.data.citySlug !== city.slug) return <Navigate to={eventPath(event.data)} replace />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      {back}
      <EventBody
        event={event.data}
        cityName={cityName}
        signedIn={viewer !== null}
        isMember={city.viewerStatus === "member"}
      />
    </div>
  );
}

/** What the event's body and its RSVP area know of the event and the viewer. */
type EventView = { event: EventDetail; cityName: string; signedIn: boolean; isMember: boolean };

function EventBody({ event, cityName, signedIn, isMember }: EventView) {
  const intl = useIntl();
  const flash = (useLocation().state as { flash?: string } | null)?.flash;
  const mapUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${event.venue}, ${event.address}`)}`;
  const organiser = event.organiser.username ?? intl.formatMessage(messages.aMember);

  return (
    <article className="mt-4 flex flex-col gap-6">
      {flash && <Alert tone="success">{flash}</Alert>}
      {event.cancelled && (
        <div
          role="status"
          className="flex items-center gap-2 rounded-xl border border-coral-500/40 bg-coral-500/10 px-4 py-3 font-semibold text-red-900"
        >
          <Ban aria-hidden="true" className="size-5 shrink-0" />
          {intl.formatMessage(eventMessages.cancelled)}
        </div>
      )}
      {event.imageUrl && (
        <img
          src={event.imageUrl}
          alt=""
          className="aspect-[2/1] w-full rounded-2xl object-cover shadow-sm"
        />
      )}
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight break-words text-slate-900 sm:text-4xl">
          {event.title}
        </h1>
        <p className="flex items-start gap-2 text-slate-800">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ocean-700" />
          <span>
            <time dateTime={event.startsAt}>{eventTimeRange(intl, event)}</time>{" "}
            <span className="text-slate-600">({cityTimeLabel(intl, event.citySlug)})</span>
          </span>
        </p>
        <RepeatLine event={event} />
        <ChangedMarker event={event} />
        <p className="flex items-start gap-2 text-slate-800">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ocean-700" />
          <span className="min-w-0 break-words">
            <span className="font-semibold">{event.venue}</span>, {event.address}{" "}
            <a
              href={mapUrl}
              target="_blank"
              rel="noreferrer"
              className="font-semibold whitespace-nowrap text-ocean-800 underline-offset-2 hover:underline"
            >
              {intl.formatMessage(messages.openMap)}
              <span className="sr-only">{intl.formatMessage(messages.newTab)}</span>
            </a>
          </span>
        </p>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Avatar name={organiser} src={event.organiser.avatarUrl} size="sm" loading="eager" />
          <span>
            {intl.formatMessage(messages.organisedBy, {
              name: <span className="font-semibold text-slate-900">{organiser}</span>,
            })}
          </span>
        </p>
        <div className="flex flex-wrap gap-3">
          <AddToCalendar eventId={event.id} />
          {isMember && <BookmarkButton kind="event" id={event.id} saved={event.saved} />}
          {event.canEdit && !event.cancelled && <OrganiserActions event={event} />}
          {event.canDelete && <DeleteEventButton event={event} />}
          {signedIn && !event.canEdit && !event.canDelete && (
            <ReportButton targetType="event" targetId={event.id} label={event.title} />
          )}
        </div>
      </header>

      <Card className="flex flex-col gap-4 p-5">
        <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <Users aria-hidden="true" className="size-5 text-ocean-700" />
          <span>{intl.formatMessage(goingLabel(event).descriptor, goingLabel(event).values)}</span>
          {/* Always said, 0 too: those interested hear of a cancellation as well (issue 28). */}
          <span className="text-sm font-medium text-slate-600">
            · {intl.formatMessage(messages.interested, { count: event.interestedCount })}
            {event.waitingCount > 0 &&
              ` · ${intl.formatMessage(messages.waitingCount, { count: event.waitingCount })}`}
          </span>
        </h2>
        <RsvpArea event={event} cityName={cityName} signedIn={signedIn} isMember={isMember} />
        <GoingList event={event} />
      </Card>

      {event.canManage && <EventPeopleCard event={event} />}

      <OtherDates event={event} />

      <section aria-labelledby="about-event">
        <h2 id="about-event" className="text-lg font-bold text-slate-900">
          {intl.formatMessage(messages.about)}
        </h2>
        <LinkedText
          text={event.description}
          className="mt-2 block whitespace-pre-line break-words text-slate-800"
        />
      </section>
    </article>
  );
}

function RsvpArea({ event, cityName, signedIn, isMember }: EventView) {
  const intl = useIntl();
  if (event.canRsvp) return <RsvpButtons event={event} />;
  if (event.cancelled) return null;
  if (event.past)
    return <p className="text-sm text-slate-700">{intl.formatMessage(eventMessages.past)}</p>;
  if (!signedIn) {
    return (
      <p className="text-sm text-slate-700">
        {intl.formatMessage(messages.logInToRsvp, {
          link: (words) => (
            <Link to="/auth" className="font-semibold text-ocean-800 underline">
              {words}
            </Link>
          ),
        })}
      </p>
    );
  }
  if (!isMember) {
    return (
      <p className="text-sm text-slate-700">
        {intl.formatMessage(messages.joinToRsvp, {
          city: cityName,
          link: (words) => (
            <Link
              to={`/city/${encodeURIComponent(event.citySlug)}`}
              className="font-semibold text-ocean-800 underline"
            >
              {words}
            </Link>
          ),
        })}
      </p>
    );
  }
  return null;
}

function GoingList({ event }: { event: EventDetail }) {
  const intl = useIntl();
  if (event.going.length === 0) {
    return <p className="text-sm text-slate-600">{intl.formatMessage(messages.nobodyGoing)}</p>;
  }
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">
        {intl.formatMessage(messages.whoIsGoing)}
      </h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {event.going.map((person) => (
          <li
            key={person.id}
            className="flex items-center gap-2 rounded-full bg-slate-100 py-1 pr-3 pl-1 text-sm text-slate-800"
          >
            <Avatar name={person.username ?? "?"} src={person.avatarUrl} size="sm" />
            {person.username ?? intl.formatMessage(messages.aMember)}
          </li>
        ))}
      </ul>
    </div>
  );
}
