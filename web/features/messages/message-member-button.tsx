import { MessageCircle } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Modal, ModalActions, ModalClose } from "../../components/ui/modal.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import type { MessageMemberProps } from "../../lib/message-member-slot.tsx";
import { useSubmissionKey } from "../../lib/submission-key.ts";
import { useViewer } from "../../lib/use-viewer.ts";
import { Composer } from "./composer.tsx";
import { useStartConversation } from "./use-conversations.ts";

const words = defineMessages({
  message: { id: "messages.member.message", defaultMessage: "Message" },
  messageName: { id: "messages.member.messageName", defaultMessage: "Message {name}" },
  description: {
    id: "messages.member.description",
    defaultMessage:
      "Your message starts a conversation with {name}, or continues the one you have. Your email address and phone number stay private.",
  },
  cancel: { id: "messages.member.cancel", defaultMessage: "Cancel" },
});

/**
 * "Message" beside a member in the city's member list and on their page (issue 32): a
 * dialog with the message field, then the conversation (a new one, or the one the two
 * already have). Not for visitors, nor on one's own name. Whether the member accepts
 * messages is theirs to keep: a refusal ("This member does not accept messages.") shows
 * in the dialog, above the kept text.
 */
export function MessageMemberButton({ userId, username, look }: MessageMemberProps) {
  const intl = useIntl();
  const { data: viewer, isPending } = useViewer();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const start = useStartConversation();
  const keys = useSubmissionKey();
  if (isPending || !viewer || viewer.id === userId) return null;
  const title = intl.formatMessage(words.messageName, { name: username });
  return (
    <>
      <button
        type="button"
        className={`${buttonClasses("secondary", look === "row" ? "sm" : "md")} shrink-0`}
        aria-label={look === "row" ? title : undefined}
        onClick={() => setOpen(true)}
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        {intl.formatMessage(words.message)}
      </button>
      <Modal
        open={open}
        busy={start.isPending}
        title={title}
        description={intl.formatMessage(words.description, { name: username })}
        onClose={() => setOpen(false)}
      >
        <Composer
          autoFocus
          quickReplies={false}
          sending={start.isPending}
          send={async (text) => {
            const body = { toUserId: userId, text };
            const started = await start.mutateAsync({ body, key: keys.keyFor(body) });
            keys.succeeded();
            navigate(`/messages/${encodeURIComponent(started.conversation.id)}`);
          }}
        />
        <ModalActions>
          <ModalClose asChild>
            <Button variant="secondary" disabled={start.isPending}>
              {intl.formatMessage(words.cancel)}
            </Button>
          </ModalClose>
        </ModalActions>
      </Modal>
    </>
  );
}
