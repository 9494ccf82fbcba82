import { useSyncExternalStore } from "react";
import { formatLongDateTime, formatTimeAgo } from "../../lib/format-date.ts";

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

/** "about 2 hours ago" (the spec's phrasing), with the full date on hover and for machines. */
export function RelativeTime({ iso, className = "" }: { iso: string; className?: string }) {
  useSyncExternalStore(subscribe, () => minute);
  const date = new Date(iso);
  return (
    <time dateTime={iso} title={formatLongDateTime(date)} className={className}>
      {formatTimeAgo(date)}
    </time>
  );
}
