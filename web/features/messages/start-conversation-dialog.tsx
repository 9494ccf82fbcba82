import { useNavigate } from "react-router";
import type { StartConversation } from "../../../contracts/messages.ts";
import { Button } from "../../components/ui/button.tsx";
import { Modal, ModalActions, ModalClose } from "../../components/ui/modal.tsx";
import { useSubmissionKey } from "../../lib/submission-key.ts";
import { Composer } from "./composer.tsx";
import { useStartConversation } from "./use-conversations.ts";

/**
 * The dialog that starts a conversation (or continues the one there is) with its first
 * message, sent once per key however often it is retried, then opens it. A refusal shows
 * in the dialog, above the kept text. "Message seller" and "Message" beside a member.
 */
export function StartConversationDialog({
  open,
  onClose,
  title,
  description,
  cancelLabel,
  quickReplies,
  about,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  cancelLabel: string;
  quickReplies: boolean;
  /** Whom or what the conversation is about: the body without its text. */
  about: Omit<StartConversation, "text">;
}) {
  const navigate = useNavigate();
  const start = useStartConversation();
  const keys = useSubmissionKey();
  return (
    <Modal
      open={open}
      busy={start.isPending}
      title={title}
      description={description}
      onClose={onClose}
    >
      <Composer
        autoFocus
        quickReplies={quickReplies}
        sending={start.isPending}
        send={async (text) => {
          const body: StartConversation = { ...about, text };
          const started = await start.mutateAsync({ body, key: keys.keyFor(body) });
          keys.succeeded();
          navigate(`/messages/${encodeURIComponent(started.conversation.id)}`);
        }}
      />
      <ModalActions>
        <ModalClose asChild>
          <Button variant="secondary" disabled={start.isPending}>
            {cancelLabel}
          </Button>
        </ModalClose>
      </ModalActions>
    </Modal>
  );
}
