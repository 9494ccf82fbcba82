import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * False while React adopts a page prerendered at build time (decision 018), true
 * from the next render on, and at once for pages drawn in the browser. Values of
 * the moment (the clock) wait for it: the build's values would not match.
 */
export function useHydrated() {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
