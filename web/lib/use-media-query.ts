import { useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches now, kept up to date as the window changes;
 * false where there is no window (prerendering) or no matchMedia.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener("change", onChange);
      return () => list?.removeEventListener("change", onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
