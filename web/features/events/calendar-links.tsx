import { CalendarPlus, Rss } from "lucide-react";
import { cityCalendarPath, eventCalendarPath } from "../../../contracts/events-rules.ts";
import { buttonClasses } from "../../components/ui/button.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

const messages = defineMessages({
  subscribe: { id: "events.subscribe", defaultMessage: "Subscribe to the {city} calendar" },
  feedAddress: { id: "events.feedAddress", defaultMessage: "Feed address (.ics)" },
  addToCalendar: { id: "events.addToCalendar", defaultMessage: "Add to calendar" },
});

/**
 * webcal:// makes a calendar app offer to subscribe (and keep polling) rather
 * than import once; the same feed over https is there for apps that want a URL.
 * The host is the browser's: a page the server drew (decision 040) links the path until
 * adopted, since React keeps the server's attributes.
 */
const useWebcalUrl = (path: string) =>
  useHydrated() ? `webcal://${window.location.host}${path}` : path;

/** "Subscribe to the Gold Coast calendar": the city's upcoming events in any calendar app. */
export function SubscribeToCityCalendar({ city, cityName }: { city: string; cityName: string }) {
  const intl = useIntl();
  const path = cityCalendarPath(city);
  const webcal = useWebcalUrl(path);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <a href={webcal} className={buttonClasses("secondary", "sm")}>
        <Rss aria-hidden="true" className="size-4" />
        {intl.formatMessage(messages.subscribe, { city: cityName })}
      </a>
      <a href={path} className="font-semibold text-ocean-800 underline-offset-2 hover:underline">
        {intl.formatMessage(messages.feedAddress)}
      </a>
    </div>
  );
}

/** "Add to calendar": downloads the event's .ics, which calendar apps open. */
export function AddToCalendar({ eventId }: { eventId: string }) {
  const intl = useIntl();
  return (
    <a
      href={eventCalendarPath(eventId)}
      download="event.ics"
      className={buttonClasses("secondary")}
    >
      <CalendarPlus aria-hidden="true" className="size-4" />
      {intl.formatMessage(messages.addToCalendar)}
    </a>
  );
}
