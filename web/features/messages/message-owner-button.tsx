import { LogIn, MessageCircle } from "lucide-react";
import { lazy, useState } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { OnceOpened } from "../../components/ui/once-opened.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import type { MessageOwnerProps } from "../../lib/message-owner-slot.tsx";
import { useViewer } from "../../lib/use-viewer.ts";

// The button's own words, not the messages' contract: an entry's page reads only these two
// (decision 092).
const messageWords = defineMessages({
  messageSeller: { id: "messages.messageSeller", defaultMessage: "Message seller" },
  messageOwner: { id: "messages.messageOwner", defaultMessage: "Message owner" },
});

// The dialog and its composer load on the first press, not with the entry's page: most
// readers never write (decision 092). The press still opens it, once it has arrived.
const MessageOwnerDialog = lazy(() =>
  import("./message-owner-dialog.tsx").then((module) => ({ default: module.MessageOwnerDialog })),
);

/**
 * "Message seller" / "Message owner" on a directory entry's page (issue 32): a dialog
 * with the quick replies, then the conversation. No address or number changes hands.
 * Visitors are sent to sign in; owners see nothing on their own entry.
 */
export function MessageOwnerButton({ kind, id, title, ownerId, who }: MessageOwnerProps) {
  const intl = useIntl();
  const { data: viewer, isPending } = useViewer();
  const [open, setOpen] = useState(false);
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
      <OnceOpened open={open}>
        <MessageOwnerDialog
          kind={kind}
          id={id}
          title={title}
          label={label}
          open={open}
          onClose={() => setOpen(false)}
        />
      </OnceOpened>
    </>
  );
}
