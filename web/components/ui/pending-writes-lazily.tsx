import { type ComponentProps, lazy, Suspense, useEffect } from "react";
import { whenFirstUsed } from "../../lib/outbox.ts";
import type { PendingWrites as Shown } from "./pending-writes.tsx";

// The outbox's items are not first-route code: they load on the page's first press, key or
// focus (not while idle, decision 092), so a write queued offline later (without the
// service worker's copies) can still show.
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
  useEffect(() => whenFirstUsed(() => void load().catch(() => {})), []);
  if (props.writes.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PendingWrites {...props} />
    </Suspense>
  );
}
