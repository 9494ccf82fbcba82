import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Modal, ModalActions, ModalClose } from "../../components/ui/modal.tsx";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import type { MessageOwnerProps } from "../../lib/message-owner-slot.tsx";
import { useSubmissionKey } from "../../lib/submission-key.ts";
import { Composer } from "./composer.tsx";
import { messagesWords } from "./messages-words.ts";
import { useStartConversation } from "./use-conversations.ts";

/**
 * The dialog behind "Message seller": the quick replies and the composer, then the
 * conversation. Loaded on the button's first press, with the composer's code.
 */
export function MessageOwnerDialog({
  kind,
  id,
  title,
  label,
  open,
  onClose,
}: Pick<MessageOwnerProps, "kind" | "id" | "title"> & {
  label: string;
  open: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const start = useStartConversation();
  const keys = useSubmissionKey();
  return (
    <Modal
      open={open}
      busy={start.isPending}
      title={label}
      description={intl.formatMessage(messagesWords.dialogDescription, { title })}
      onClose={onClose}
    >
      <Composer
        autoFocus
        quickReplies
        sending={start.isPending}
        send={async (text) => {
          const body = { subject: { kind, id }, text };
          const started = await start.mutateAsync({ body, key: keys.keyFor(body) });
          keys.succeeded();
          navigate(`/messages/${encodeURIComponent(started.conversation.id)}`);
        }}
      />
      <ModalActions>
        <ModalClose asChild>
          <Button variant="secondary" disabled={start.isPending}>
            {intl.formatMessage(messagesWords.cancel)}
          </Button>
        </ModalClose>
      </ModalActions>
    </Modal>
  );
}
