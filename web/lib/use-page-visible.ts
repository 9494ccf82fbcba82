import { useSyncExternalStore } from "react";

/**
 * Whether the tab is on screen (not a background tab, not minimised). Live
 * streams close while it is not (decision 052): over HTTP/1.1 a browser allows
 * six connections to a host across all its tabs, and three tabs holding two
 * streams each left a fourth unable to load anything.
 */
export function usePageVisible(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      document.addEventListener("visibilitychange", onChange);
      return () => document.removeEventListener("visibilitychange", onChange);
    },
    () => document.visibilityState !== "hidden",
    () => true,
  );
}
