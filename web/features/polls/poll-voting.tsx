import { Check } from "lucide-react";
import type { Ref } from "react";
import { Spinner } from "../../components/ui/spinner.tsx";

/**
 * The options as voting buttons: one click votes. They behave like radio buttons
 * (the current choice is pressed) but act at once, as the spec's voting buttons do.
 */
export function PollVoting({
  options,
  myVote,
  questionId,
  pendingIndex,
  focusRef,
  onVote,
  footer,
}: {
  options: string[];
  myVote: number | null;
  /** The card's heading, which names the group of buttons. */
  questionId: string;
  /** The option whose vote is being sent, if any. */
  pendingIndex: number | null;
  focusRef?: Ref<HTMLButtonElement>;
  onVote: (optionIndex: number) => void;
  /** "View Results" while voting, "Cancel" while changing a vote. */
  footer: { label: string; onClick: () => void };
}) {
  const busy = pendingIndex !== null;
  // Focus lands on the current choice when changing a vote, else on the first option.
  const focusIndex = myVote ?? 0;
  return (
    <fieldset aria-labelledby={questionId} className="min-w-0">
      <ul className="flex flex-col gap-2">
        {options.map((option, index) => {
          const chosen = myVote === index;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the index is the option's identity
            <li key={index}>
              <button
                ref={index === focusIndex ? focusRef : undefined}
                type="button"
                aria-pressed={chosen}
                aria-busy={pendingIndex === index || undefined}
                disabled={busy}
                onClick={() => onVote(index)}
                className={`flex min-h-12 w-full items-center gap-3 rounded-xl border px-4 py-2.5 text-left font-medium transition-colors disabled:cursor-wait ${chosen ? "border-ocean-600 bg-ocean-50 text-ocean-900" : "border-slate-300 bg-white text-slate-900 hover:border-ocean-500 hover:bg-ocean-50/60"}`}
              >
                <span
                  aria-hidden="true"
                  className={`flex size-5 shrink-0 items-center justify-center rounded-full border-2 ${chosen ? "border-ocean-700 bg-ocean-700 text-white" : "border-slate-400"}`}
                >
                  {pendingIndex === index ? (
                    <Spinner size="sm" />
                  ) : (
                    chosen && <Check className="size-3" strokeWidth={3} />
                  )}
                </span>
                <span className="min-w-0 break-words">{option}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={footer.onClick}
        className="mt-3 rounded text-sm font-semibold text-ocean-700 underline underline-offset-2 hover:text-ocean-900"
      >
        {footer.label}
      </button>
    </fieldset>
  );
}
