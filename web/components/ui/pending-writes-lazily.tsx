import { type ComponentProps, lazy, Suspense, useEffect } from "react";
import type { PendingWrites as Shown } from "./pending-writes.tsx";

// The outbox's items are not first-route code: they load while the page is idle, so a
// write queued offline later (without the service worker's copies) can still show.
const load = () => import("./pending-writes.tsx");
const PendingWrites = lazy(() =>
  load().then(
    (module) => ({ default: module.PendingWrites }),
    // Never fetched before the network went: show nothing rather than break the page.
    () => ({ default: () => null }),
  ),
);

/** PendingWrites, loaded once there is something waiting to send. */
export function PendingWritesLazily(props: ComponentProps<typeof Shown>) {
  useEffect(() => {
    const warm = () => void load().catch(() => {});
    if ("requestIdleCallback" in window) requestIdleCallback(warm, { timeout: 10_000 });
    else setTimeout(warm, 3_000);
  }, []);
  if (props.writes.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PendingWrites {...props} />
    </Suspense>
  );
}
