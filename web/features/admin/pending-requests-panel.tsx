import { CircleCheck } from "lucide-react";
import { lazy, Suspense, useId, useRef, useState } from "react";
import type { PendingRequest } from "../../../contracts/admin.ts";
import { Card } from "../../components/ui/card.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { ApiError } from "../../lib/api.ts";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import type { Deciding } from "./decide-request-dialogs.tsx";
import { PendingRequestCard } from "./pending-request-card.tsx";
import { useDecideRequest, usePendingRequests } from "./use-pending-requests.ts";

const messages = defineMessages({
  decided: {
    id: "admin.requests.decided",
    defaultMessage: "{name} {kind, select, approve {approved} other {rejected}} for {city}.",
  },
  heading: {
    id: "admin.requests.heading",
    defaultMessage: "Membership requests{count, select, 0 {} other { ({count})}}",
  },
  oldestFirst: { id: "admin.requests.oldestFirst", defaultMessage: "Oldest first" },
  couldNotLoad: {
    id: "admin.requests.couldNotLoad",
    defaultMessage: "Could not load the requests. {why}",
  },
  none: { id: "admin.requests.none", defaultMessage: "No pending requests." },
  loading: { id: "admin.requests.loading", defaultMessage: "Loading requests" },
});

// The approve and reject dialogs (and the reject form's library) load on the first
// Approve or Reject press, not with the tab (decision 092).
const DecisionFor = lazy(() =>
  import("./decide-request-dialogs.tsx").then((module) => ({ default: module.DecisionFor })),
);

/** The Pending Users tab: each request with its answers, approved or rejected through a dialog. */
export function PendingRequestsPanel() {
  const requests = usePendingRequests();
  const decide = useDecideRequest();
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const decided = useRef(false);
  const intl = useIntl();
  const opener = useRef<Element | null>(null);

  const open = (request: PendingRequest, kind: Deciding["kind"]) => {
    decide.reset();
    decided.current = false;
    opener.current = document.activeElement;
    setDeciding({ request, kind });
  };
  const close = () => setDeciding(null);
  const send = (reason = "") => {
    if (!deciding) return;
    const { request, kind } = deciding;
    const decision = kind === "approve" ? { kind } : { kind, reason };
    decide.mutate(
      { request, decision },
      {
        onSuccess: () => {
          setAnnouncement(
            intl.formatMessage(messages.decided, {
              name: request.applicant.username,
              kind,
              city: request.city.name,
            }),
          );
          decided.current = true;
          close();
        },
      },
    );
  };
  // After a decision (ours, or another admin's: 409) the card and its buttons are
  // gone, and Radix would drop focus on the body: land on the list's heading instead.
  const placeFocus = (event: Event) => {
    if (!decided.current && opener.current?.isConnected) return;
    event.preventDefault();
    headingRef.current?.focus();
  };

  const count = requests.data?.length;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-bold text-slate-900 focus:outline-none"
          >
            {intl.formatMessage(messages.heading, { count: String(count ?? 0) })}
          </h2>
          {count ? (
            <p className="text-sm text-slate-600">{intl.formatMessage(messages.oldestFirst)}</p>
          ) : null}
        </div>
        {/* Always in the page (never display:none), so screen readers announce each decision. */}
        <div role="status">
          {announcement && (
            <p className="mt-3 flex items-start gap-2 rounded-lg border border-emerald-500/40 bg-emerald-50 px-3 py-2.5 text-sm text-emerald-900">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {announcement}
            </p>
          )}
        </div>
      </div>
      {requests.isPending ? (
        <RequestsSkeleton />
      ) : requests.isError ? (
        <LoadFailed
          message={intl.formatMessage(messages.couldNotLoad, { why: apiErrorText(requests.error) })}
          retrying={requests.isFetching}
          onRetry={() => requests.refetch()}
        />
      ) : requests.data.length === 0 ? (
        <Card className="p-8 text-center text-slate-600">{intl.formatMessage(messages.none)}</Card>
      ) : (
        <ul className="flex flex-col gap-4">
          {requests.data.map((request) => (
            <li key={request.id}>
              <PendingRequestCard
                request={request}
                onApprove={() => open(request, "approve")}
                onReject={() => open(request, "reject")}
              />
            </li>
          ))}
        </ul>
      )}
      {deciding && (
        <Suspense fallback={null}>
          <DecisionFor
            key={deciding.request.id}
            deciding={deciding}
            busy={decide.isPending}
            error={decide.error?.message ?? null}
            alreadyDecided={decide.error instanceof ApiError && decide.error.status === 409}
            onClose={close}
            onCloseAutoFocus={placeFocus}
            onSend={send}
          />
        </Suspense>
      )}
    </section>
  );
}

function RequestsSkeleton() {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">{intl.formatMessage(messages.loading)}</span>
      {[0, 1].map((key) => (
        <Card key={key} className="flex flex-col gap-5 p-6">
          <div className="flex items-center gap-3">
            <Skeleton className="size-12 shrink-0 rounded-full!" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-56" />
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {[0, 1, 2, 3].map((cell) => (
              <Skeleton key={cell} className="h-16" />
            ))}
          </div>
        </Card>
      ))}
    </div>
  );
}
