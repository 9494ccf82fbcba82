import { Check, X } from "lucide-react";
import { useId } from "react";
import type { PendingRequest } from "../../../contracts/admin.ts";
import { residentStatusLabels } from "../../../contracts/communities-rules.ts";
import { Avatar } from "../../components/ui/avatar.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { formatLongDateTime, formatTimeAgo } from "../../lib/format-date.ts";
import { useIntl } from "../../lib/i18n/use-intl.ts";

/** One membership request: who asked, for which city, when, their four answers, and the decision buttons. */
export function PendingRequestCard({
  request,
  onApprove,
  onReject,
}: {
  request: PendingRequest;
  onApprove: () => void;
  onReject: () => void;
}) {
  const intl = useIntl();
  const headingId = useId();
  const requestedAt = new Date(request.createdAt);
  const answers = [
    { label: "Reason", text: request.reason },
    { label: "Status", text: intl.formatMessage(residentStatusLabels[request.residentStatus]) },
    { label: "Interests", text: request.interests },
    { label: "Expectations", text: request.expectations },
  ];
  return (
    <Card className="p-5 sm:p-6">
      <article aria-labelledby={headingId} className="flex flex-col gap-5">
        <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex min-w-0 items-center gap-3">
            <Avatar name={request.applicant.username} src={request.applicant.avatarUrl} size="lg" />
            <div className="min-w-0">
              <h3 id={headingId} className="truncate text-base font-bold text-slate-900">
                {request.applicant.username}
                <span className="sr-only"> wants to join {request.city.name}</span>
              </h3>
              {request.applicant.email ? (
                <p className="truncate text-sm text-slate-600">{request.applicant.email}</p>
              ) : null}
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 sm:flex-col sm:items-end">
            <Badge tone="ocean">{request.city.name}</Badge>
            <p className="text-sm text-slate-600">
              Requested{" "}
              <time dateTime={request.createdAt} title={formatLongDateTime(requestedAt)}>
                {formatTimeAgo(requestedAt)}
              </time>
            </p>
          </div>
        </header>
        <dl className="grid gap-4 sm:grid-cols-2">
          {answers.map((answer) => (
            <div key={answer.label} className="min-w-0 rounded-lg bg-slate-50 px-3.5 py-3">
              <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {answer.label}
              </dt>
              <dd className="mt-1 text-sm break-words whitespace-pre-line text-slate-900">
                {answer.text}
              </dd>
            </div>
          ))}
        </dl>
        <footer className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {/* Every card has these two words; the description says whose request it is. */}
          <Button variant="secondary" aria-describedby={headingId} onClick={onReject}>
            <X aria-hidden="true" className="size-4" />
            Reject
          </Button>
          <Button aria-describedby={headingId} onClick={onApprove}>
            <Check aria-hidden="true" className="size-4" />
            Approve
          </Button>
        </footer>
      </article>
    </Card>
  );
}
