import { EyeOff } from "lucide-react";
import type { Ref } from "react";
import type { Poll } from "../../../contracts/polls.ts";
import { buttonClasses } from "../../components/ui/button.tsx";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { pollWords } from "./poll-messages.ts";

/**
 * What "View Results" shows before the viewer has voted. The server keeps the
 * counts back until then (spec "Poll": results once the user has voted or the
 * poll has expired), so this says so instead of showing made-up bars.
 */
export function ResultsHidden({
  poll,
  focusRef,
  onBack,
}: {
  poll: Poll;
  focusRef?: Ref<HTMLButtonElement>;
  onBack?: () => void;
}) {
  const intl = useIntl();
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50/60 p-4">
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        {intl.formatMessage(poll.hasVotes ? pollWords.hiddenUntilVoted : pollWords.beFirst)}
      </p>
      {onBack && (
        <button
          ref={focusRef}
          type="button"
          className={buttonClasses("secondary", "sm")}
          onClick={onBack}
        >
          {intl.formatMessage(pollWords.backToVoting)}
        </button>
      )}
    </div>
  );
}
