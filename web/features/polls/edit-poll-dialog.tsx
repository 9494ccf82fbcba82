import { Pencil } from "lucide-react";
import { useState } from "react";
import { type Poll, pollMessages } from "../../../contracts/polls.ts";
import { Button } from "../../components/ui/button.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { PollForm } from "./poll-form.tsx";
import { valuesOfPoll } from "./poll-form-values.ts";
import { useUpdatePoll } from "./use-polls.ts";

/**
 * "Edit" on a poll card and its "Edit Poll" modal. Once anyone has voted the
 * question and options are locked (spec "Poll editing"): only the expiry is sent.
 */
export function EditPollButton({ poll }: { poll: Poll }) {
  const [open, setOpen] = useState(false);
  const update = useUpdatePoll(poll.id, poll.citySlug);
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
        aria-label={`Edit poll: ${poll.question}`}
      >
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Button>
      <Modal
        size="lg"
        open={open}
        busy={update.isPending}
        title="Edit Poll"
        description="A poll can be reworded until the first vote; after that only its closing time can change."
        onClose={() => setOpen(false)}
      >
        <PollForm
          defaultValues={valuesOfPoll(poll)}
          locked={poll.hasVotes}
          busy={update.isPending}
          serverProblem={
            update.isError
              ? apiErrorText(update.error, { fallback: pollMessages.updateFailed })
              : null
          }
          submitLabel="Save Changes"
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
