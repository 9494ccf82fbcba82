import { Check, X } from "lucide-react";
import { useId } from "react";
import type { PendingRequest } from "../../../contracts/admin.ts";
import { residentStatusLabels } from "../../../contracts/communities-rules.ts";
import { Avatar } from "../../components/ui/avatar.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { getDrawnAt } from "../../lib/drawn-at.ts";
import { formatLongDate, formatRelative } from "../../lib/format-relative.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

export const requestMessages = defineMessages({
  reason: { id: "admin.requests.reason", defaultMessage: "Reason" },
  status: { id: "admin.requests.status", defaultMessage: "Status" },
  interests: { id: "admin.requests.interests", defaultMessage: "Interests" },
  expectations: { id: "admin.requests.expectations", defaultMessage: "Expectations" },
  wantsToJoin: { id: "admin.requests.wantsToJoin", defaultMessage: "wants to join {city}" },
  requested: { id: "admin.requests.requested", defaultMessage: "Requested" },
  reject: { id: "admin.requests.reject", defaultMessage: "Reject" },
  approve: { id: "admin.requests.approve", defaultMessage: "Approve" },
});

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
  // A dashboard the server drew (decision 040) reads as it was drawn until adopted: its clock
  // then, and the hover date in the reader's time zone only after.
  const hydrated = useHydrated();
  const answers = [
    { label: intl.formatMessage(requestMessages.reason), text: request.reason },
    {
      label: intl.formatMessage(requestMessages.status),
      text: intl.formatMessage(residentStatusLabels[request.residentStatus]),
    },
    { label: intl.formatMessage(requestMessages.interests), text: request.interests },
    { label: intl.formatMessage(requestMessages.expectations), text: request.expectations },
  ];
  return (
    <Card className="p-5 sm:p-6">
      <article aria-labelledby={headingId} className="flex flex-col gap-5">
        <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex min-w-0 items-center gap-3">
            <Avatar name={request.applicant.username} src={request.applicant.avatarUrl} size="lg" />
            <div className="min-w-0">
              {/* Relative: the hidden words' box would otherwise sit past a long, cut name's end,
                  beyond the phone's edge, and the page would scroll sideways. */}
              <h3 id={headingId} className="relative truncate text-base font-bold text-slate-900">
                {request.applicant.username}
                <span className="sr-only">
                  {" "}
                  {intl.formatMessage(requestMessages.wantsToJoin, { city: request.city.name })}
                </span>
              </h3>
              {request.applicant.email ? (
                <p className="truncate text-sm text-slate-600">{request.applicant.email}</p>
              ) : null}
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 sm:flex-col sm:items-end">
            <Badge tone="ocean">{request.city.name}</Badge>
            <p className="text-sm text-slate-600">
              {intl.formatMessage(requestMessages.requested)}{" "}
              <time
                dateTime={request.createdAt}
                title={hydrated ? formatLongDate(intl, requestedAt) : undefined}
              >
                {formatRelative(intl, requestedAt, hydrated ? new Date() : new Date(getDrawnAt()))}
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
            {intl.formatMessage(requestMessages.reject)}
          </Button>
          <Button aria-describedby={headingId} onClick={onApprove}>
            <Check aria-hidden="true" className="size-4" />
            {intl.formatMessage(requestMessages.approve)}
          </Button>
        </footer>
      </article>
    </Card>
  );
}
