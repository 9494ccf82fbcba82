import { useSyncExternalStore } from "react";
import { getDrawnAt } from "../../lib/drawn-at.ts";
import { formatLongDate, formatRelative } from "../../lib/format-relative.ts";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

// One timer for every time on the page: "5 minutes ago" moves on once a minute.
const listeners = new Set<() => void>();
let minute = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(() => {
    minute = Date.now();
    for (const notify of listeners) notify();
  }, 60_000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

// Only a change of it draws again, never its value: the same on both sides while a page is
// adopted, so adopting does not draw every time on the page again at once (synchronously).
const currentMinute = () => minute;

/**
 * "about 2 hours ago" (the spec's phrasing), with the full date on hover and for machines.
 * In a page the server drew (decision 040) it first reads as the server wrote it, and the
 * hover date, which is in the reader's time zone, comes once React has adopted the page.
 */
export function RelativeTime({ iso, className = "" }: { iso: string; className?: string }) {
  useSyncExternalStore(subscribe, currentMinute, currentMinute);
  const hydrated = useHydrated();
  const intl = useIntl();
  const date = new Date(iso);
  const now = hydrated ? new Date() : new Date(getDrawnAt());
  return (
    <time
      dateTime={iso}
      title={hydrated ? formatLongDate(intl, date) : undefined}
      className={className}
    >
      {formatRelative(intl, date, now)}
    </time>
  );
}
