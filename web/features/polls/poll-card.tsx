import { Clock } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { Poll } from "../../../contracts/polls.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Card } from "../../components/ui/card.tsx";
import { MutationError } from "../../components/ui/mutation-error.tsx";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { ClosePollButton } from "./close-poll-dialog.tsx";
import { EditPollButton } from "./edit-poll-dialog.tsx";
import { pollWords } from "./poll-messages.ts";
import type { PollPowers } from "./poll-powers.ts";
import { PollResults } from "./poll-results.tsx";
import { pollTiming } from "./poll-status.ts";
import { PollVoting } from "./poll-voting.tsx";
import { ResultsHidden } from "./results-hidden.tsx";
import { useVote } from "./use-polls.ts";

type View = "vote" | "peek" | "results";

/**
 * One poll (spec "Poll", "Voting"): voting buttons and "View Results" until the
 * viewer votes, then the results with their vote marked and, while the poll is
 * open, "Change vote". Admins get Edit and Close, the city's moderators Close.
 */
export function PollCard({
  poll,
  powers,
  headingLevel = 3,
}: {
  poll: Poll;
  powers: PollPowers;
  /** 3 under a section heading, 2 straight under the page title. */
  headingLevel?: 2 | 3;
}) {
  const questionId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const vote = useVote(poll.id);
  const intl = useIntl();
  const [changingVote, setChangingVote] = useState(false);
  const [peeking, setPeeking] = useState(false);
  const view: View =
    poll.results && !changingVote ? "results" : peeking || !poll.isOpen ? "peek" : "vote";

  // Each switch the viewer makes replaces the control they used; focus follows
  // to the new view so keyboard and screen-reader users are not dropped to the page top.
  const focusTarget = useRef<HTMLElement | null>(null);
  const focusRef = (element: HTMLElement | null) => {
    focusTarget.current = element;
  };
  const [switches, setSwitches] = useState(0);
  useEffect(() => {
    if (switches > 0) focusTarget.current?.focus();
  }, [switches]);
  const switchTo = (change: () => void) => {
    change();
    setSwitches((n) => n + 1);
  };

  const castVote = (optionIndex: number) =>
    vote.mutate(optionIndex, {
      onSuccess: () => switchTo(() => setChangingVote(false)),
    });

  const Heading = headingLevel === 2 ? "h2" : "h3";
  const timing = pollTiming(poll, intl);
  return (
    <Card className="p-5 sm:p-6">
      <article ref={cardRef} tabIndex={-1} aria-labelledby={questionId} className="outline-none">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <Badge tone={poll.isOpen ? "green" : "slate"}>
            {intl.formatMessage(poll.isOpen ? pollWords.open : pollWords.closed)}
          </Badge>
          {timing && (
            <span className="inline-flex items-center gap-1 text-sm text-slate-600">
              <Clock aria-hidden="true" className="size-4" />
              {timing}
            </span>
          )}
          {powers.close && poll.isActive && (
            <div className="ml-auto flex gap-2">
              {powers.manage && <EditPollButton poll={poll} />}
              <ClosePollButton poll={poll} cardRef={cardRef} />
            </div>
          )}
        </div>
        <Heading
          id={questionId}
          className="mt-3 text-lg font-bold tracking-tight break-words text-slate-900"
        >
          {poll.question}
        </Heading>
        {vote.isError && (
          <div className="mt-3">
            <MutationError
              error={vote.error}
              texts={{ fallback: intl.formatMessage(pollWords.voteFailed) }}
            />
          </div>
        )}
        <div className="mt-4">
          {view === "results" && poll.results ? (
            <PollResults
              options={poll.options}
              results={poll.results}
              myVote={poll.myVote}
              focusRef={focusRef}
              onChangeVote={
                poll.isOpen && poll.myVote !== null
                  ? () => switchTo(() => setChangingVote(true))
                  : undefined
              }
            />
          ) : view === "peek" ? (
            <ResultsHidden
              poll={poll}
              focusRef={focusRef}
              onBack={poll.isOpen ? () => switchTo(() => setPeeking(false)) : undefined}
            />
          ) : (
            <PollVoting
              options={poll.options}
              myVote={poll.myVote}
              questionId={questionId}
              pendingIndex={vote.isPending ? (vote.variables ?? null) : null}
              focusRef={focusRef}
              onVote={castVote}
              footer={
                changingVote
                  ? {
                      label: intl.formatMessage(pollWords.cancel),
                      onClick: () => switchTo(() => setChangingVote(false)),
                    }
                  : {
                      label: intl.formatMessage(pollWords.viewResults),
                      onClick: () => switchTo(() => setPeeking(true)),
                    }
              }
            />
          )}
        </div>
      </article>
    </Card>
  );
}
