import { CalendarPlus, Rss } from "lucide-react";
import { cityCalendarPath, eventCalendarPath } from "../../../contracts/events.ts";
import { buttonClasses } from "../../components/ui/button.tsx";

/**
 * webcal:// makes a calendar app offer to subscribe (and keep polling) rather
 * than import once; the same feed over https is there for apps that want a URL.
 */
const webcalUrl = (path: string) =>
  typeof window === "undefined" ? path : `webcal://${window.location.host}${path}`;

/** "Subscribe to the Gold Coast calendar": the city's upcoming events in any calendar app. */
export function SubscribeToCityCalendar({ city, cityName }: { city: string; cityName: string }) {
  const path = cityCalendarPath(city);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <a href={webcalUrl(path)} className={buttonClasses("secondary", "sm")}>
        <Rss aria-hidden="true" className="size-4" />
        Subscribe to the {cityName} calendar
      </a>
      <a href={path} className="font-semibold text-ocean-800 underline-offset-2 hover:underline">
        Feed address (.ics)
      </a>
    </div>
  );
}

/** "Add to calendar": downloads the event's .ics, which calendar apps open. */
export function AddToCalendar({ eventId }: { eventId: string }) {
  return (
    <a
      href={eventCalendarPath(eventId)}
      download="event.ics"
      className={buttonClasses("secondary")}
    >
      <CalendarPlus aria-hidden="true" className="size-4" />
      Add to calendar
    </a>
  );
}
