import { useEffect, useRef } from "react";

/**
 * The user's own live stream (`/api/me/live`, decision 034) is opened once per tab,
 * by the bell (web/features/notifications/use-notification-stream.ts). Other screens
 * that care about one of its events (the Pending Users queue, on `notification`)
 * listen here instead of opening a second stream, which would count against the
 * per-user stream cap.
 */
const signals = new EventTarget();

/** Called by the one stream for every event it hears, and on a resync or reconnect ("*"). */
export const emitUserStreamSignal = (eventName: string) =>
  signals.dispatchEvent(new Event(eventName));

/** Runs `onSignal` on each `eventName` of the user's own stream, and after it caught up. */
export function useUserStreamSignal(eventName: string, onSignal: () => void) {
  const handler = useRef(onSignal);
  handler.current = onSignal;
  useEffect(() => {
    const signal = () => handler.current();
    signals.addEventListener(eventName, signal);
    signals.addEventListener(catchUp, signal);
    return () => {
      signals.removeEventListener(eventName, signal);
      signals.removeEventListener(catchUp, signal);
    };
  }, [eventName]);
}

/** Events may have been missed (a resync or a reconnect): every listener refetches. */
export const catchUp = "*";
