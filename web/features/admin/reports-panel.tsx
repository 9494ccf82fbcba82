import { useState } from "react";
import { Link } from "react-router";
import { adminMessages } from "../../../contracts/admin-rules.ts";
import { byDirectoryKind } from "../../../contracts/directory-kinds.ts";
import type { ReportDecision, ReportGroup } from "../../../contracts/reports.ts";
import { reportReasonWords } from "../../../contracts/reports-rules.ts";
import { RemovalFields, useRemovalForm } from "../../components/delete-dialog.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { TextAreaField } from "../../components/ui/text-area-field.tsx";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { formatDay } from "../../lib/format-relative.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useViewer } from "../../lib/use-viewer.ts";
import { ReportedText } from "./reported-text.tsx";
import { useDecideReports, useReportQueue } from "./use-reports.ts";

const typeLabels = defineMessages({
  post: { id: "admin.reports.type.post", defaultMessage: "Post" },
  comment: { id: "admin.reports.type.comment", defaultMessage: "Comment" },
  // A directory's name is its row's in contracts/directory-kinds.ts.
  ...byDirectoryKind((row) => row.label),
  event: { id: "admin.reports.type.event", defaultMessage: "Event" },
  user: { id: "admin.reports.type.user", defaultMessage: "User" },
  conversation: { id: "admin.reports.type.conversation", defaultMessage: "Conversation" },
}) satisfies Record<ReportGroup["target"]["type"], unknown>;

const messages = defineMessages({
  dismissTitle: { id: "admin.reports.dismissTitle", defaultMessage: "Dismiss these reports?" },
  dismissDescription: {
    id: "admin.reports.dismissDescription",
    defaultMessage:
      "The content stays. Each reporter is told it was reviewed and no action was needed.",
  },
  dismiss: { id: "admin.reports.dismiss", defaultMessage: "Dismiss" },
  removeTitle: { id: "admin.reports.removeTitle", defaultMessage: "Delete the reported content?" },
  removeDescription: {
    id: "admin.reports.removeDescription",
    defaultMessage:
      "It disappears for everyone and cannot be brought back. Each reporter is told, and so is its author.",
  },
  remove: { id: "admin.reports.remove", defaultMessage: "Delete content" },
  banTitle: { id: "admin.reports.banTitle", defaultMessage: "Ban the author?" },
  banDescription: {
    id: "admin.reports.banDescription",
    defaultMessage:
      "They are signed out everywhere at once and refused sign-in with “Your account has been suspended.”",
  },
  ban: { id: "admin.reports.ban", defaultMessage: "Ban author" },
  loading: { id: "admin.reports.loading", defaultMessage: "Loading reports" },
  couldNotLoad: {
    id: "admin.reports.couldNotLoad",
    defaultMessage: "Could not load the reports. {why}",
  },
  none: {
    id: "admin.reports.none",
    defaultMessage: "No open reports. Everything reported has been handled.",
  },
  count: {
    id: "admin.reports.count",
    defaultMessage: "{count, plural, one {# report} other {# reports}}",
  },
  by: { id: "admin.reports.by", defaultMessage: "by {name}" },
  reportsAbout: { id: "admin.reports.about", defaultMessage: "reports about {title}" },
  reason: {
    id: "admin.reports.reason",
    defaultMessage: "Reason (optional, kept in the activity log)",
  },
});

const decisionWords = {
  dismiss: {
    title: messages.dismissTitle,
    description: messages.dismissDescription,
    confirm: messages.dismiss,
  },
  remove: {
    title: messages.removeTitle,
    description: messages.removeDescription,
    confirm: messages.remove,
  },
  ban: { title: messages.banTitle, description: messages.banDescription, confirm: messages.ban },
} satisfies Record<ReportDecision, unknown>;

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
  const intl = useIntl();
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
        <span className="sr-only">{intl.formatMessage(messages.loading)}</span>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (queue.isError) {
    return (
      <LoadFailed
        message={intl.formatMessage(messages.couldNotLoad, { why: apiErrorText(queue.error) })}
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
          {intl.formatMessage(messages.none)}
        </Card>
      ) : (
        <ul className="flex flex-col gap-3">
          {groups.map((group) => {
            const { target } = group;
            return (
              <li key={`${target.type}:${target.id}`}>
                <Card className="flex flex-col gap-3 p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge>{intl.formatMessage(typeLabels[target.type])}</Badge>
                    {group.count > 1 && (
                      <Badge tone="sand">
                        {intl.formatMessage(messages.count, { count: group.count })}
                      </Badge>
                    )}
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
                      <p className="text-sm text-slate-600">
                        {intl.formatMessage(messages.by, { name: target.author.username })}
                      </p>
                    )}
                  </div>
                  <ul className="flex flex-col gap-2 border-l-2 border-slate-200 pl-3">
                    {group.reports.map((report) => (
                      <li key={report.id} className="text-sm text-slate-700">
                        <span className="font-semibold">
                          {intl.formatMessage(reportReasonWords[report.reason])}
                        </span>{" "}
                        ·{" "}
                        {report.reporter?.username ?? intl.formatMessage(adminMessages.deletedUser)}{" "}
                        ·{" "}
                        <time dateTime={report.createdAt}>
                          {formatDay(intl, new Date(report.createdAt))}
                        </time>
                        <p className="break-words text-slate-600">{report.description}</p>
                        <ReportedText
                          content={report.reportedContent}
                          version={report.reportedVersion}
                        />
                      </li>
                    ))}
                  </ul>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="danger"
                      size="sm"
                      onClick={() => setAsking({ group, decision: "remove" })}
                    >
                      {intl.formatMessage(messages.remove)}
                      <span className="sr-only"> {target.title}</span>
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setAsking({ group, decision: "dismiss" })}
                    >
                      {intl.formatMessage(messages.dismiss)}
                      <span className="sr-only">
                        {" "}
                        {intl.formatMessage(messages.reportsAbout, { title: target.title })}
                      </span>
                    </Button>
                    {viewer?.isAdmin && target.author && (
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => setAsking({ group, decision: "ban" })}
                      >
                        {intl.formatMessage(messages.ban)}
                        <span className="sr-only"> {target.author.username}</span>
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
        title={asking ? intl.formatMessage(decisionWords[asking.decision].title) : ""}
        description={asking ? intl.formatMessage(decisionWords[asking.decision].description) : ""}
        confirmLabel={asking ? intl.formatMessage(decisionWords[asking.decision].confirm) : ""}
        busy={decide.isPending}
        error={decide.error}
        onConfirm={confirm}
        onClose={close}
      >
        {removing ? (
          <RemovalFields {...removal.fields} />
        ) : (
          <TextAreaField
            label={intl.formatMessage(messages.reason)}
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
