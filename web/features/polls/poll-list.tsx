import { Vote } from "lucide-react";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { pollListAttribute } from "./close-poll-dialog.tsx";
import { PollCard } from "./poll-card.tsx";
import { pollWords } from "./poll-messages.ts";
import type { PollPowers } from "./poll-powers.ts";
import { useLivePolls } from "./use-live-polls.ts";
import { type PollStatus, usePolls } from "./use-polls.ts";

/** A city's polls of one status, newest first, with loading, failure and empty states. */
export function PollList({
  city,
  status,
  powers,
  emptyMessage,
  headingLevel,
}: {
  city: string;
  status: PollStatus;
  powers: PollPowers;
  emptyMessage: string;
  headingLevel?: 2 | 3;
}) {
  const polls = usePolls(city, status);
  const intl = useIntl();
  useLivePolls(city);
  if (polls.isPending) return <PollListSkeleton />;
  if (polls.isError) {
    return (
      <LoadFailed
        message={intl.formatMessage(pollWords.couldNotLoad, { why: apiErrorText(polls.error) })}
        size="sm"
        retrying={polls.isFetching}
        onRetry={() => polls.refetch()}
      />
    );
  }
  // The list itself takes focus when an admin closes the poll that had it.
  const listProps = { [pollListAttribute]: "", tabIndex: -1, className: "outline-none" };
  if (polls.data.length === 0) {
    return (
      <div {...listProps}>
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50/60 px-4 py-10 text-center">
          <span className="flex size-11 items-center justify-center rounded-full bg-ocean-100 text-ocean-800">
            <Vote aria-hidden="true" className="size-5" />
          </span>
          <p className="text-sm text-slate-600">{emptyMessage}</p>
        </div>
      </div>
    );
  }
  return (
    <ul
      {...listProps}
      aria-label={intl.formatMessage(
        status === "active" ? pollWords.activePolls : pollWords.closedPolls,
      )}
    >
      {polls.data.map((poll) => (
        <li key={poll.id} className="mb-4 last:mb-0">
          <PollCard poll={poll} powers={powers} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

function PollListSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">Loading polls</span>
      {[0, 1].map((key) => (
        <div key={key} className="rounded-2xl border border-slate-200 bg-white p-5">
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="mt-3 h-6 w-3/4" />
          <Skeleton className="mt-4 h-12 w-full rounded-xl" />
          <Skeleton className="mt-2 h-12 w-full rounded-xl" />
        </div>
      ))}
    </div>
  );
}
