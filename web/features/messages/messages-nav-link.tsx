import { MessageCircle } from "lucide-react";
import { Link, useLocation } from "react-router";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useUnreadMessages } from "./unread-messages.ts";
import { useMessagesLive } from "./use-messages-live.ts";

// Its own words, not messages-words.ts: every signed-in page shows this link, and a module
// of messages comes whole wherever it is imported (decision 092).
const messages = defineMessages({
  navLink: {
    id: "messages.web.navLink",
    defaultMessage:
      "{unread, plural, =0 {Messages} one {Messages, # unread} other {Messages, # unread}}",
  },
});

/**
 * The nav's way to /messages (issue 32), beside the bell: the unread count on a badge and
 * in its name ("Messages, 2 unread"), kept current by the user's own stream, no reload.
 */
export function MessagesNavLink() {
  const intl = useIntl();
  useMessagesLive();
  const unread = useUnreadMessages().data?.count ?? 0;
  const { pathname } = useLocation();
  return (
    <Link
      to="/messages"
      aria-label={intl.formatMessage(messages.navLink, { unread })}
      aria-current={pathname === "/messages" ? "page" : undefined}
      className="relative inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="messages-badge"
          className="absolute top-1 right-1 min-w-4.5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-4.5 font-semibold text-white"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      )}
    </Link>
  );
}
