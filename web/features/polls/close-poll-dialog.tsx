import { Lock } from "lucide-react";
import { type RefObject, useRef, useState } from "react";
import type { Poll } from "../../../contracts/polls.ts";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { pollWords } from "./poll-messages.ts";
import { useClosePoll } from "./use-polls.ts";

/** Marks the element a poll list gives focus to when one of its polls leaves it. */
export const pollListAttribute = "data-poll-list";

/** "Close" on a poll card, behind a confirmation: closing cannot be undone. */
export function ClosePollButton({
  poll,
  cardRef,
}: {
  poll: Poll;
  /** The card, which keeps focus if it stays on screen after closing. */
  cardRef: RefObject<HTMLElement | null>;
}) {
  const [open, setOpen] = useState(false);
  const close = useClosePoll(poll.id);
  const intl = useIntl();
  // A closed poll leaves the active list, and with it the button Radix would focus.
  const list = useRef<HTMLElement | null>(null);
  const closed = useRef(false);
  const show = () => {
    close.reset();
    closed.current = false;
    list.current = cardRef.current?.closest<HTMLElement>(`[${pollListAttribute}]`) ?? null;
    setOpen(true);
  };
  const restoreFocus = (event: Event) => {
    if (!closed.current) return;
    event.preventDefault();
    (cardRef.current?.isConnected ? cardRef.current : list.current)?.focus();
  };
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={show}
        aria-label={intl.formatMessage(pollWords.closePollLabel, { question: poll.question })}
      >
        <Lock aria-hidden="true" className="size-4" />
        {intl.formatMessage(pollWords.close)}
      </Button>
      <ConfirmDialog
        // A plain dialog, as it was before the one ConfirmDialog: an alertdialog would
        // suit a step that cannot be undone, but it changes what screen readers announce.
        role="dialog"
        size="lg"
        open={open}
        busy={close.isPending}
        title={intl.formatMessage(pollWords.closeTitle)}
        description={intl.formatMessage(pollWords.closeDescription)}
        confirmLabel={intl.formatMessage(pollWords.closePoll)}
        error={close.error}
        errorTexts={{ fallback: intl.formatMessage(pollWords.closeFailed) }}
        onConfirm={() =>
          close.mutate(undefined, {
            onSuccess: () => {
              closed.current = true;
              setOpen(false);
            },
          })
        }
        onClose={() => setOpen(false)}
        onCloseAutoFocus={restoreFocus}
      >
        <p className="rounded-lg bg-slate-50 px-3 py-2.5 font-semibold break-words text-slate-900">
          {poll.question}
        </p>
      </ConfirmDialog>
    </>
  );
}
