import { reportReasonLabels } from "../../../contracts/reports-rules.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { translatedText } from "../../lib/translated-text.ts";
import { useMyReports } from "./use-my-reports.ts";

const messages = defineMessages({
  loading: { id: "profiles.reports.loading", defaultMessage: "Loading your reports" },
  loadFailed: {
    id: "profiles.reports.loadFailed",
    defaultMessage: "Could not load your reports. {why}",
  },
  none: { id: "profiles.reports.none", defaultMessage: "You have not reported anything." },
  title: { id: "profiles.reports.title", defaultMessage: "“{title}”" },
});

/** "My reports": what the viewer reported and the moderators' outcome (decision 24). */
export function MyReports() {
  const intl = useIntl();
  const mine = useMyReports();
  if (mine.isPending) {
    return (
      <div role="status" aria-busy="true">
        <span className="sr-only">{intl.formatMessage(messages.loading)}</span>
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (mine.isError) {
    return (
      <LoadFailed
        message={intl.formatMessage(messages.loadFailed, { why: apiErrorText(mine.error) })}
        retrying={mine.isFetching}
        onRetry={() => mine.refetch()}
      />
    );
  }
  if (mine.data.reports.length === 0) {
    return <p className="text-sm text-slate-600">{intl.formatMessage(messages.none)}</p>;
  }
  return (
    <ul className="flex flex-col gap-3">
      {mine.data.reports.map((report) => (
        <li key={report.id} className="flex flex-col gap-1 text-sm">
          <p className="font-semibold break-words text-slate-900">
            {intl.formatMessage(messages.title, { title: report.title })}
          </p>
          <p className="flex flex-wrap items-center gap-2 text-slate-600">
            {translatedText(intl, reportReasonLabels[report.reason])} ·{" "}
            <time dateTime={report.createdAt}>
              {intl.formatDate(report.createdAt, {
                month: "short",
                day: "numeric",
                year: "numeric",
              })}
            </time>
            <Badge tone={report.status === "open" ? "slate" : "green"}>
              {translatedText(intl, report.outcome)}
            </Badge>
          </p>
        </li>
      ))}
    </ul>
  );
}
