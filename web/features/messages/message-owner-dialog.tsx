import { useIntl } from "../../lib/i18n/use-intl.ts";
import type { MessageOwnerProps } from "../../lib/message-owner-slot.tsx";
import { messagesWords } from "./messages-words.ts";
import { StartConversationDialog } from "./start-conversation-dialog.tsx";

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
  return (
    <StartConversationDialog
      open={open}
      onClose={onClose}
      title={label}
      description={intl.formatMessage(messagesWords.dialogDescription, { title })}
      cancelLabel={intl.formatMessage(messagesWords.cancel)}
      quickReplies
      about={{ subject: { kind, id } }}
    />
  );
}
