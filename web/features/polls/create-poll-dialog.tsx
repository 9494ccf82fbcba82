import { Plus } from "lucide-react";
import { useState } from "react";
import { pollMessages } from "../../../contracts/polls-rules.ts";
import { Button } from "../../components/ui/button.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { PollForm } from "./poll-form.tsx";
import { blankPoll } from "./poll-form-values.ts";
import { pollWords } from "./poll-messages.ts";
import { useCreatePoll } from "./use-polls.ts";

/** The admin-only "Create Poll" button and its "Create a New Poll" modal. */
export function CreatePollButton({ city, className = "" }: { city: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const create = useCreatePoll(city);
  const intl = useIntl();
  const show = () => {
    create.reset();
    setOpen(true);
  };
  return (
    <>
      <Button onClick={show} className={className}>
        <Plus aria-hidden="true" className="size-4" />
        {intl.formatMessage(pollWords.createPoll)}
      </Button>
      <Modal
        size="lg"
        open={open}
        busy={create.isPending}
        title={intl.formatMessage(pollWords.createTitle)}
        description={intl.formatMessage(pollWords.createDescription)}
        onClose={() => setOpen(false)}
      >
        <PollForm
          defaultValues={blankPoll()}
          busy={create.isPending}
          serverProblem={
            create.isError
              ? apiErrorText(create.error, {
                  fallback: intl.formatMessage(pollMessages.createFailed),
                })
              : null
          }
          submitLabel={intl.formatMessage(pollWords.createPoll)}
          onSubmit={(input) => create.mutate(input, { onSuccess: () => setOpen(false) })}
          onCancel={() => setOpen(false)}
        />
      </Modal>
    </>
  );
}
