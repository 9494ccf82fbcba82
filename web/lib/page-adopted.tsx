import { Suspense, useEffect } from "react";

/**
 * Whether nothing drawn elsewhere waits to be adopted: true in a browser whose page root came
 * empty (and in tests, which have none), false while there is a drawn page, until React has
 * adopted all of it; never true on the server.
 */
let adopted = typeof document !== "undefined" && !document.getElementById("root")?.hasChildNodes();
let markAdopted = () => {};
const whenAdopted = new Promise<void>((resolve) => {
  markAdopted = resolve;
});
if (adopted) markAdopted();

export const pageAdopted = () => adopted;

/** Resolves once the whole drawn page is adopted (at once for a page drawn in the browser). */
export const whenPageAdopted = () => whenAdopted;

function Mark() {
  useEffect(() => {
    adopted = true;
    markAdopted();
  }, []);
  return null;
}

/**
 * Goes last in the app's tree, in the browser (web/main.tsx) and on the server
 * (web/app/render-page.tsx) alike. React adopts a drawn page's Suspense boundaries after the
 * rest, at its lowest priority, once the rest is live and its effects have run; adopting this
 * last one marks the end. Until then a boundary's part still shows what the server drew, so
 * its data must not change under it: the user stream's first catch-up waits for this
 * (web/features/notifications/use-notification-stream.ts). It refetched the Pending Users
 * queue before that panel was adopted, and React threw its hydration error #418.
 */
export function PageAdoptedMark() {
  return (
    <Suspense fallback={null}>
      <Mark />
    </Suspense>
  );
}
