import { MessageCircle } from "lucide-react";
import { useState } from "react";
import { buttonClasses } from "../../components/ui/button.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import type { MessageMemberProps } from "../../lib/message-member-slot.tsx";
import { useViewer } from "../../lib/use-viewer.ts";
import { StartConversationDialog } from "./start-conversation-dialog.tsx";

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
      <StartConversationDialog
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        description={intl.formatMessage(words.description, { name: username })}
        cancelLabel={intl.formatMessage(words.cancel)}
        quickReplies={false}
        about={{ toUserId: userId }}
      />
    </>
  );
}
