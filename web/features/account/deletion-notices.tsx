import { useEffect } from "react";
import { deletionNoticeMessages } from "../../../contracts/account-deletion-rules.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { formatDayIn } from "../../lib/format-date.ts";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { useViewer } from "../../lib/use-viewer.ts";
import { rememberDeletionScheduled, useDeletionScheduled } from "./deletion-scheduled.ts";
import { useDeletionStatus, useDismissCancelledNotice } from "./use-account-deletion.ts";

/**
 * What the member is told about deleting their account, above every page (issue 31):
 * signed out just after scheduling it, the date and how to change their mind; signed
 * in again within the 14 days, that it was cancelled, until they dismiss it.
 */
export function DeletionNotices() {
  const intl = useIntl();
  const { data: viewer } = useViewer();
  const scheduled = useDeletionScheduled();
  const status = useDeletionStatus(Boolean(viewer));
  const dismiss = useDismissCancelledNotice();
  // Someone signed in on this tab again: the signed-out notice is over.
  useEffect(() => {
    if (scheduled && viewer) rememberDeletionScheduled(null);
  }, [scheduled, viewer]);

  if (scheduled && viewer === null) {
    return (
      <div className="mx-auto mt-4 w-full max-w-3xl px-4">
        <Alert tone="info">
          {intl.formatMessage(deletionNoticeMessages.scheduled, {
            date: formatDayIn(new Date(scheduled), { language: intl.locale }),
          })}
        </Alert>
      </div>
    );
  }
  if (!viewer || !status.data?.cancelledAt) return null;
  return (
    <div className="mx-auto mt-4 flex w-full max-w-3xl flex-col gap-2 px-4">
      <Alert tone="success">
        <span>{intl.formatMessage(deletionNoticeMessages.cancelled)}</span>{" "}
        <Button variant="ghost" size="sm" busy={dismiss.isPending} onClick={() => dismiss.mutate()}>
          {intl.formatMessage(deletionNoticeMessages.dismiss)}
        </Button>
      </Alert>
    </div>
  );
}
