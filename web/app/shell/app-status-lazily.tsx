import { type ComponentType, lazy, Suspense } from "react";
import { useAppStatus } from "../../lib/service-worker.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

// What the service worker has to say is rare (offline, or a new version waiting), so its
// words and date formatting load only then (decision 092). The worker keeps every file of
// the build, so offline the module comes from its copy; if it cannot load at all, the
// banner is left out rather than the page replaced by the error screen.
const AppStatus = lazy<ComponentType>(() =>
  import("./app-status.tsx").then(
    (module) => ({ default: module.AppStatus }),
    () => ({ default: () => null }),
  ),
);

/**
 * The banner when there is something to say, mounted after hydration: a prerendered page
 * is adopted without a lazy boundary to suspend on (React #419).
 */
export function AppStatusLazily() {
  const hydrated = useHydrated();
  const { cachedAt, updateReady } = useAppStatus();
  if (!hydrated || (!cachedAt && !updateReady)) return null;
  return (
    <Suspense fallback={null}>
      <AppStatus />
    </Suspense>
  );
}
