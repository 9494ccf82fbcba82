import { startTransition, useEffect, useState } from "react";

/**
 * Whether nothing drawn elsewhere waits to be adopted: true in a browser whose page root came
 * empty (and in tests, which have none), false while there is a drawn page, until React has
 * adopted it; never true on the server.
 */
let adopted = typeof document !== "undefined" && !document.getElementById("root")?.hasChildNodes();

/**
 * False while React adopts a page drawn elsewhere (prerendered at build time, decision 018,
 * or by the server, decision 040), true from just after, and at once for parts drawn in the
 * browser later. Values of the moment (the clock, the reader's time zone) wait for it: the
 * drawn page's values would not match. The turn to true is a transition, so React draws what
 * changes in slices a phone can interleave with input, not in one synchronous piece right
 * after adopting the page (as useSyncExternalStore's turn was).
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(adopted);
  useEffect(() => {
    adopted = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
