import { lazy, Suspense, useState } from "react";
import { useDeletionScheduled } from "../../features/account/deletion-scheduled.ts";
import { useDeletionStatus } from "../../features/account/use-account-deletion.ts";
import { useAccountSuspended } from "../../lib/account-suspended.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useViewer } from "../../lib/use-viewer.ts";

// The account's notices (membership decisions, suspension, deletion) wait on the viewer's
// data anyway, so they load once React runs the page (decision 086), and only when there
// is one to show (decision 092): most pages, and every visitor's, never fetch them.
const AccountNotices = lazy(() =>
  import("./account-notices.tsx").then((module) => ({ default: module.AccountNotices })),
);

/** Whether the account has anything to say: what each notice shows on, decided here. */
function useSomethingToSay() {
  const { data: viewer } = useViewer();
  const suspended = useAccountSuspended();
  const scheduled = useDeletionScheduled();
  // The same query the deletion notice reads: it asks once, whichever mounts first.
  const deletion = useDeletionStatus(Boolean(viewer));
  return (
    suspended ||
    scheduled !== null ||
    (viewer?.notices.length ?? 0) > 0 ||
    Boolean(deletion.data?.cancelledAt)
  );
}

/**
 * Mounted only after hydration, so a prerendered page is adopted without a lazy boundary to
 * suspend on (React #419). Once loaded the notices stay mounted: a membership banner keeps
 * showing after it has cleared the viewer's notices.
 */
export function AccountNoticesLazily() {
  const hydrated = useHydrated();
  const needed = useSomethingToSay();
  const [loaded, setLoaded] = useState(false);
  if (hydrated && needed && !loaded) setLoaded(true);
  return loaded ? (
    <Suspense fallback={null}>
      <AccountNotices />
    </Suspense>
  ) : null;
}
