import { ImageOff } from "lucide-react";
import { Link } from "react-router";
import type { Conversation } from "../../../contracts/messages.ts";
import { messageWords } from "../../../contracts/messages-rules.ts";
import { Avatar } from "../../components/ui/avatar.tsx";
import { LocalDateTime } from "../../components/ui/local-date-time.tsx";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { messagePhotoWords } from "./message-photo-words.ts";
import { messagesWords } from "./messages-words.ts";

/** The other person's name, or "Deleted user" (decision 031's tombstones). */
export function useOtherName(conversation: Pick<Conversation, "other">) {
  const intl = useIntl();
  return conversation.other.deleted
    ? intl.formatMessage(messageWords.deletedUser)
    : conversation.other.username;
}

/** One line of the inbox: the item's photo and title (or the person), the last words, unread. */
export function ConversationRow({ conversation }: { conversation: Conversation }) {
  const intl = useIntl();
  const name = useOtherName(conversation);
  const { subject, lastMessage, unreadCount } = conversation;
  const last =
    lastMessage?.kind === "sold"
      ? intl.formatMessage(messageWords.itemSold)
      : lastMessage?.text ||
        (lastMessage?.photos.length
          ? intl.formatMessage(messagePhotoWords.summary, { count: lastMessage.photos.length })
          : "");
  return (
    <Link
      to={`/messages/${encodeURIComponent(conversation.id)}`}
      className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50"
    >
      {subject ? (
        subject.thumbnailUrl ? (
          <img
            src={subject.thumbnailUrl}
            alt=""
            loading="lazy"
            className="size-12 shrink-0 rounded-lg object-cover"
          />
        ) : (
          <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-slate-100">
            <ImageOff aria-hidden="true" className="size-5 text-slate-400" />
          </span>
        )
      ) : (
        <Avatar name={name} src={conversation.other.avatarUrl} size="lg" />
      )}
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-baseline justify-between gap-2">
          <span
            className={`line-clamp-2 min-w-0 break-words ${unreadCount > 0 ? "font-bold text-slate-900" : "font-semibold text-slate-800"}`}
          >
            {subject ? subject.title : name}
          </span>
          <span className="shrink-0 text-xs text-slate-500">
            <LocalDateTime iso={conversation.updatedAt} />
          </span>
        </span>
        {subject && <span className="truncate text-sm text-slate-600">{name}</span>}
        <span className="flex items-center justify-between gap-2">
          <span className="truncate text-sm text-slate-600">{last}</span>
          {unreadCount > 0 && (
            <span className="shrink-0 rounded-full bg-ocean-700 px-2 text-xs leading-5 font-semibold text-white">
              <span aria-hidden="true">{unreadCount}</span>
              <span className="sr-only">
                {intl.formatMessage(messagesWords.unread, { count: unreadCount })}
              </span>
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}
