import type { Ref } from "react";
import { percentOf } from "../../../contracts/polls-rules.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { pollWords } from "./poll-messages.ts";

/**
 * Per option: the count, the percentage and a bar; the viewer's choice marked
 * "Your vote" (product decision 21). Each bar carries the whole row in its label,
 * so the visible text is hidden from screen readers rather than read twice.
 */
export function PollResults({
  options,
  results,
  myVote,
  focusRef,
  onChangeVote,
}: {
  options: string[];
  results: number[];
  myVote: number | null;
  focusRef?: Ref<HTMLUListElement>;
  /** Offered while the poll is open and the viewer has voted. */
  onChangeVote?: () => void;
}) {
  const intl = useIntl();
  const total = results.reduce((sum, count) => sum + count, 0);
  return (
    <div className="flex flex-col gap-4">
      <ul
        ref={focusRef}
        tabIndex={-1}
        aria-label={intl.formatMessage(pollWords.results)}
        className="flex flex-col gap-3.5"
      >
        {options.map((option, index) => {
          const count = results[index] ?? 0;
          const percent = percentOf(count, total);
          const mine = myVote === index;
          const votes = intl.formatMessage(pollWords.votes, { count });
          return (
            // Options may repeat in wording, never in position.
            // biome-ignore lint/suspicious/noArrayIndexKey: the index is the option's identity
            <li key={index}>
              <div
                aria-hidden="true"
                className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm"
              >
                <span className="flex min-w-0 items-center gap-2 font-semibold break-words text-slate-900">
                  {option}
                  {mine && <Badge tone="ocean">{intl.formatMessage(pollWords.yourVote)}</Badge>}
                </span>
                <span className="text-slate-600 tabular-nums">
                  {votes} · <span className="font-semibold text-slate-900">{percent}%</span>
                </span>
              </div>
              <div
                role="img"
                aria-label={intl.formatMessage(pollWords.resultRow, {
                  option,
                  votes,
                  percent,
                  mine: mine ? "yes" : "no",
                })}
                className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-100"
              >
                <div
                  className={`h-full rounded-full transition-[width] duration-500 ${mine ? "bg-ocean-600" : "bg-ocean-300"}`}
                  style={{ width: `${percent}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <p className="text-sm text-slate-600">
          {total === 0
            ? intl.formatMessage(pollWords.noVotes)
            : intl.formatMessage(pollWords.totalVotes, { count: total })}
        </p>
        {onChangeVote && (
          <Button variant="ghost" size="sm" className="text-ocean-800" onClick={onChangeVote}>
            {intl.formatMessage(pollWords.changeVote)}
          </Button>
        )}
      </div>
    </div>
  );
}
