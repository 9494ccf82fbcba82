import { LogIn, MessageCircle } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { messageWords } from "../../../contracts/messages-rules.ts";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Modal, ModalActions, ModalClose } from "../../components/ui/modal.tsx";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import type { MessageOwnerProps } from "../../lib/message-owner-slot.tsx";
import { useSubmissionKey } from "../../lib/submission-key.ts";
import { useViewer } from "../../lib/use-viewer.ts";
import { Composer } from "./composer.tsx";
import { messagesWords } from "./messages-words.ts";
import { useStartConversation } from "./use-conversations.ts";

/**
 * "Message seller" / "Message owner" on a directory entry's page (issue 32): a dialog
 * with the quick replies, then the conversation. No address or number changes hands.
 * Visitors are sent to sign in; owners see nothing on their own entry.
 */
export function MessageOwnerButton({ kind, id, title, ownerId, who }: MessageOwnerProps) {
  const intl = useIntl();
  const { data: viewer, isPending } = useViewer();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const start = useStartConversation();
  const keys = useSubmissionKey();
  const label = intl.formatMessage(
    who === "seller" ? messageWords.messageSeller : messageWords.messageOwner,
  );
  if (isPending || viewer?.id === ownerId) return null;
  if (!viewer) {
    return (
      <Link to="/auth" className={buttonClasses("primary")}>
        <LogIn aria-hidden="true" className="size-4" />
        {label}
      </Link>
    );
  }
  return (
    <>
      <button type="button" className={buttonClasses("primary")} onClick={() => setOpen(true)}>
        <MessageCircle aria-hidden="true" className="size-4" />
        {label}
      </button>
      <Modal
        open={open}
        busy={start.isPending}
        title={label}
        description={intl.formatMessage(messagesWords.dialogDescription, { title })}
        onClose={() => setOpen(false)}
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
    </>
  );
}
