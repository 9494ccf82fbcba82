import { type ComponentProps, lazy, Suspense } from "react";
import type { PendingWrites as Shown } from "./pending-writes.tsx";

// The outbox's items come with the first one: a first route loads none of their code.
const PendingWrites = lazy(() =>
  import("./pending-writes.tsx").then((module) => ({ default: module.PendingWrites })),
);

/** PendingWrites, loaded once there is something waiting to send. */
export function PendingWritesLazily(props: ComponentProps<typeof Shown>) {
  if (props.writes.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PendingWrites {...props} />
    </Suspense>
  );
}
