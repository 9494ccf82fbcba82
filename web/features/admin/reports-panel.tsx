import { useState } from "react";
import { Link } from "react-router";
import type { ReportDecision, ReportGroup } from "../../../contracts/reports.ts";
import { reportReasonLabels } from "../../../contracts/reports-rules.ts";
import { RemovalFields, useRemovalForm } from "../../components/delete-dialog.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { TextAreaField } from "../../components/ui/text-area-field.tsx";
import { couldNotLoad } from "../../lib/api-error-text.ts";
import { formatDate } from "../../lib/format-date.ts";
import { useViewer } from "../../lib/use-viewer.ts";
import { useDecideReports, useReportQueue } from "./use-reports.ts";

const typeLabels: Record<ReportGroup["target"]["type"], string> = {
  post: "Post",
  comment: "Comment",
  listing: "Marketplace item",
  property: "Property",
  restaurant: "Restaurant",
  shop: "Shop",
  event: "Event",
  user: "User",
};

const decisionWords: Record<
  ReportDecision,
  { title: string; description: string; confirm: string }
> = {
  dismiss: {
    title: "Dismiss these reports?",
    description:
      "The content stays. Each reporter is told it was reviewed and no action was needed.",
    confirm: "Dismiss",
  },
  remove: {
    title: "Delete the reported content?",
    description:
      "It disappears for everyone and cannot be brought back. Each reporter is told, and so is its author.",
    confirm: "Delete content",
  },
  ban: {
    title: "Ban the author?",
    description:
      "They are signed out everywhere at once and refused sign-in with “Your account has been suspended.”",
    confirm: "Ban author",
  },
};

/** The Reports tab: open reports per target, the most reported first, each with its decisions. */
export function ReportsPanel() {
  const queue = useReportQueue();
  const decide = useDecideReports();
  const { data: viewer } = useViewer();
  const [asking, setAsking] = useState<{ group: ReportGroup; decision: ReportDecision } | null>(
    null,
  );
  const [reason, setReason] = useState("");
  const removal = useRemovalForm();
  const close = () => {
    setAsking(null);
    setReason("");
    removal.reset();
    decide.reset();
  };
  // Removing someone else's content: the author is told why (decision 057).
  const removing =
    asking?.decision === "remove" &&
    asking.group.target.type !== "user" &&
    asking.group.target.author?.id !== viewer?.id;
  const confirm = () => {
    if (!asking) return;
    if (!removing) return decide.mutate({ ...asking, reason }, { onSuccess: close });
    const chosen = removal.take();
    if (!chosen) return;
    decide.mutate(
      { ...asking, reason: chosen.note, removalReason: chosen.reason },
      { onSuccess: close },
    );
  };

  if (queue.isPending) {
    return (
      <div role="status" aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only">Loading reports</span>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (queue.isError) {
    return (
      <LoadFailed
        message={couldNotLoad("the reports", queue.error)}
        retrying={queue.isFetching}
        onRetry={() => queue.refetch()}
      />
    );
  }
  const groups = queue.data.groups;
  return (
    <div className="flex flex-col gap-4">
      {groups.length === 0 ? (
        <Card className="px-6 py-10 text-center text-sm text-slate-600">
          No open reports. Everything reported has been handled.
        </Card>
      ) : (
        <ul className="flex flex-col gap-3">
          {groups.map((group) => {
            const { target } = group;
            return (
              <li key={`${target.type}:${target.id}`}>
                <Card className="flex flex-col gap-3 p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge>{typeLabels[target.type]}</Badge>
                    {group.count > 1 && <Badge tone="sand">{group.count} reports</Badge>}
                    {target.city && (
                      <span className="text-sm text-slate-600">{target.city.name}</span>
                    )}
                  </div>
                  <div>
                    {target.link ? (
                      <Link
                        to={target.link}
                        className="font-semibold break-words text-slate-900 hover:underline"
                      >
                        {target.title}
                      </Link>
                    ) : (
                      <p className="font-semibold break-words text-slate-900">{target.title}</p>
                    )}
                    {target.author && (
                      <p className="text-sm text-slate-600">by {target.author.username}</p>
                    )}
                  </div>
                  <ul className="flex flex-col gap-2 border-l-2 border-slate-200 pl-3">
                    {group.reports.map((report) => (
                      <li key={report.id} className="text-sm text-slate-700">
                        <span className="font-semibold">{reportReasonLabels[report.reason]}</span> ·{" "}
                        {report.reporter?.username ?? "Deleted user"} ·{" "}
                        <time dateTime={report.createdAt}>{formatDate(report.createdAt)}</time>
                        <p className="break-words text-slate-600">{report.description}</p>
                      </li>
                    ))}
                  </ul>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="danger"
                      size="sm"
                      onClick={() => setAsking({ group, decision: "remove" })}
                    >
                      Delete content<span className="sr-only"> {target.title}</span>
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setAsking({ group, decision: "dismiss" })}
                    >
                      Dismiss<span className="sr-only"> reports about {target.title}</span>
                    </Button>
                    {viewer?.isAdmin && target.author && (
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => setAsking({ group, decision: "ban" })}
                      >
                        Ban author<span className="sr-only"> {target.author.username}</span>
                      </Button>
                    )}
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? decisionWords[asking.decision].title : ""}
        description={asking ? decisionWords[asking.decision].description : ""}
        confirmLabel={asking ? decisionWords[asking.decision].confirm : ""}
        busy={decide.isPending}
        error={decide.error}
        onConfirm={confirm}
        onClose={close}
      >
        {removing ? (
          <RemovalFields {...removal.fields} />
        ) : (
          <TextAreaField
            label="Reason (optional, kept in the activity log)"
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </ConfirmDialog>
    </div>
  );
}
