import { useEffect, useRef } from "react";
import type { Message } from "../../../contracts/messages.ts";
import { messageWords } from "../../../contracts/messages-rules.ts";
import { Button } from "../../components/ui/button.tsx";
import { LocalDateTime } from "../../components/ui/local-date-time.tsx";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { MessagePhotos } from "./message-photos.tsx";
import { messagesWords } from "./messages-words.ts";

/**
 * The conversation, oldest first: a `role="log"` that screen readers announce politely
 * as messages arrive. The newest is scrolled into view when it changes.
 */
export function MessageLog({
  messages,
  otherName,
  older,
}: {
  /** Newest first, as the server pages them. */
  messages: Message[];
  otherName: string;
  older: { has: boolean; loading: boolean; load: () => void };
}) {
  const intl = useIntl();
  const end = useRef<HTMLDivElement>(null);
  const newest = messages[0]?.id;
  useEffect(() => {
    if (newest) end.current?.scrollIntoView?.({ block: "end" });
  }, [newest]);
  const inOrder = [...messages].reverse();
  return (
    <div className="flex flex-col gap-3">
      {older.has && (
        <Button variant="ghost" size="sm" busy={older.loading} onClick={older.load}>
          {intl.formatMessage(messagesWords.loadOlder)}
        </Button>
      )}
      {/* The log is a div: role="log" is not allowed on a list, whose items need it. */}
      <div
        role="log"
        aria-live="polite"
        aria-label={intl.formatMessage(messagesWords.log, { name: otherName })}
      >
        <ol className="flex flex-col gap-2">
          {inOrder.length === 0 && (
            <li className="py-6 text-center text-sm text-slate-600">
              {intl.formatMessage(messagesWords.noMessages)}
            </li>
          )}
          {inOrder.map((message) => (
            <MessageBubble key={message.id} message={message} otherName={otherName} />
          ))}
        </ol>
      </div>
      <div ref={end} />
    </div>
  );
}

function MessageBubble({ message, otherName }: { message: Message; otherName: string }) {
  const intl = useIntl();
  if (message.kind === "sold") {
    return (
      <li className="self-center rounded-full bg-sand-100 px-3 py-1 text-sm font-semibold text-amber-900">
        {intl.formatMessage(messageWords.itemSold)}
      </li>
    );
  }
  const who = message.fromMe
    ? intl.formatMessage(messagesWords.you)
    : message.author?.deleted
      ? intl.formatMessage(messageWords.deletedUser)
      : otherName;
  return (
    <li
      className={`flex max-w-[85%] flex-col gap-0.5 ${message.fromMe ? "self-end items-end" : "self-start"}`}
    >
      <span className="sr-only">{who}: </span>
      {message.photos.length > 0 && (
        <MessagePhotos photos={message.photos} fromMe={message.fromMe} />
      )}
      {(message.text !== "" || message.photos.length === 0) && (
        <p
          className={`rounded-2xl px-3 py-2 whitespace-pre-line break-words ${message.fromMe ? "bg-ocean-700 text-white" : "bg-slate-100 text-slate-900"}`}
        >
          {message.text}
        </p>
      )}
      <span className="text-xs text-slate-500">
        <LocalDateTime iso={message.createdAt} />
      </span>
    </li>
  );
}
