import { Pencil } from "lucide-react";
import { useState } from "react";
import type { Poll } from "../../../contracts/polls.ts";
import { pollMessages } from "../../../contracts/polls-rules.ts";
import { Button } from "../../components/ui/button.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { PollForm } from "./poll-form.tsx";
import { valuesOfPoll } from "./poll-form-values.ts";
import { pollWords } from "./poll-messages.ts";
import { useUpdatePoll } from "./use-polls.ts";

/**
 * "Edit" on a poll card and its "Edit Poll" modal. Once anyone has voted the
 * question and options are locked (spec "Poll editing"): only the expiry is sent.
 */
export function EditPollButton({ poll }: { poll: Poll }) {
  const [open, setOpen] = useState(false);
  const update = useUpdatePoll(poll.id, poll.citySlug);
  const intl = useIntl();
  const show = () => {
    update.reset();
    setOpen(true);
  };
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={show}
        aria-label={intl.formatMessage(pollWords.editPollLabel, { question: poll.question })}
      >
        <Pencil aria-hidden="true" className="size-4" />
        {intl.formatMessage(pollWords.edit)}
      </Button>
      <Modal
        size="lg"
        open={open}
        busy={update.isPending}
        title={intl.formatMessage(pollWords.editTitle)}
        description={intl.formatMessage(pollWords.editDescription)}
        onClose={() => setOpen(false)}
      >
        <PollForm
          defaultValues={valuesOfPoll(poll)}
          locked={poll.hasVotes}
          busy={update.isPending}
          serverProblem={
            update.isError
              ? apiErrorText(update.error, {
                  fallback: intl.formatMessage(pollMessages.updateFailed),
                })
              : null
          }
          submitLabel={intl.formatMessage(pollWords.saveChanges)}
          onSubmit={(input) =>
            update.mutate(poll.hasVotes ? { expiresAt: input.expiresAt } : input, {
              onSuccess: () => setOpen(false),
            })
          }
          onCancel={() => setOpen(false)}
        />
      </Modal>
    </>
  );
}
