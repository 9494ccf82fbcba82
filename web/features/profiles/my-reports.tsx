import { reportReasonLabels } from "../../../contracts/reports-rules.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { couldNotLoad } from "../../lib/api-error-text.ts";
import { formatDate } from "../../lib/format-date.ts";
import { useMyReports } from "./use-my-reports.ts";

/** "My reports": what the viewer reported and the moderators' outcome (decision 24). */
export function MyReports() {
  const mine = useMyReports();
  if (mine.isPending) {
    return (
      <div role="status" aria-busy="true">
        <span className="sr-only">Loading your reports</span>
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (mine.isError) {
    return (
      <LoadFailed
        message={couldNotLoad("your reports", mine.error)}
        retrying={mine.isFetching}
        onRetry={() => mine.refetch()}
      />
    );
  }
  if (mine.data.reports.length === 0) {
    return <p className="text-sm text-slate-600">You have not reported anything.</p>;
  }
  return (
    <ul className="flex flex-col gap-3">
      {mine.data.reports.map((report) => (
        <li key={report.id} className="flex flex-col gap-1 text-sm">
          <p className="font-semibold break-words text-slate-900">“{report.title}”</p>
          <p className="flex flex-wrap items-center gap-2 text-slate-600">
            {reportReasonLabels[report.reason]} ·{" "}
            <time dateTime={report.createdAt}>{formatDate(report.createdAt)}</time>
            <Badge tone={report.status === "open" ? "slate" : "green"}>{report.outcome}</Badge>
          </p>
        </li>
      ))}
    </ul>
  );
}
