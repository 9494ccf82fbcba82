import { useSyncExternalStore } from "react";

/**
 * Whether this tab heard that its user was banned (the `viewer` signal's
 * `{"suspended":true}`, issue 28). The ban ends every session, so afterwards the
 * tab cannot ask the server why it was signed out: it keeps what it heard here,
 * until a reload or until someone signs in again.
 */
let suspended = false;
const listeners = new Set<() => void>();

const set = (value: boolean) => {
  if (suspended === value) return;
  suspended = value;
  for (const listener of listeners) listener();
};

export const markAccountSuspended = () => set(true);
export const forgetAccountSuspended = () => set(false);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once the user's own stream said their account was suspended. */
export const useAccountSuspended = () =>
  useSyncExternalStore(
    subscribe,
    () => suspended,
    () => false,
  );
