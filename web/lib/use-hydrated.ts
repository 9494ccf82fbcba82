import { startTransition, useEffect, useState } from "react";
import { pageAdopted, whenPageAdopted } from "./page-adopted.tsx";

/**
 * False while React adopts a page drawn elsewhere (prerendered at build time, decision 018,
 * or by the server, decision 040), true once all of it is adopted, and at once for parts
 * drawn in the browser later. Values of the moment (the clock, the reader's time zone) wait
 * for it: the drawn page's values would not match. A part in a Suspense boundary is adopted
 * after the rest (web/lib/page-adopted.tsx), so "adopted" is the whole page's, not the part's.
 * The turn to true is a transition, so React draws what changes in slices a phone can
 * interleave with input, not in one synchronous piece right after adopting the page (as
 * useSyncExternalStore's turn was).
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(pageAdopted);
  useEffect(() => {
    if (hydrated) return;
    let mounted = true;
    void whenPageAdopted().then(() => {
      if (mounted) startTransition(() => setHydrated(true));
    });
    return () => {
      mounted = false;
    };
  }, [hydrated]);
  return hydrated;
}
