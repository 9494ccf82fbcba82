import { useSyncExternalStore } from "react";

/**
 * When this tab's member scheduled their account's deletion: every session ended
 * with it, so afterwards the tab cannot ask the server; it keeps the date here to
 * tell them, until a reload or until someone signs in again (as account-suspended.ts).
 */
let dueAt: string | null = null;
const listeners = new Set<() => void>();

export function rememberDeletionScheduled(value: string | null) {
  dueAt = value;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useDeletionScheduled = () =>
  useSyncExternalStore(
    subscribe,
    () => dueAt,
    () => null,
  );
