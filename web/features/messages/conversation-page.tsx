import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { Link, Navigate, useParams } from "react-router";
import type { Conversation } from "../../../contracts/messages.ts";
import { messageWords } from "../../../contracts/messages-rules.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { PendingWritesLazily } from "../../components/ui/pending-writes-lazily.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { isMissing } from "../../lib/api.ts";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { useOutbox } from "../../lib/outbox.ts";
import { sendOrQueue } from "../../lib/outbox-queue.ts";
import { useSubmissionKey } from "../../lib/submission-key.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { usePageVisible } from "../../lib/use-page-visible.ts";
import { useViewer } from "../../lib/use-viewer.ts";
import { Composer } from "./composer.tsx";
import { useOtherName } from "./conversation-row.tsx";
import { MessageLog } from "./message-log.tsx";
import { messagesWords } from "./messages-words.ts";
import { SubjectCard } from "./subject-card.tsx";
import { ThreadMenu } from "./thread-menu.tsx";
import {
  useConversation,
  useConversationMessages,
  useMarkConversationRead,
  useSendMessage,
} from "./use-conversation.ts";
import { messagesKey } from "./use-conversations.ts";
import { useMessagesLive } from "./use-messages-live.ts";

/** `/messages/:id`: one conversation, live, with its item on top and the composer below. */
export function ConversationPage() {
  const { data: viewer, isPending } = useViewer();
  const { id = "" } = useParams();
  if (isPending) return null;
  if (!viewer) return <Navigate to="/auth" replace />;
  return <ConversationLoad key={id} id={id} />;
}

function ConversationLoad({ id }: { id: string }) {
  const intl = useIntl();
  usePageTitle(messagesWords.inboxTitle);
  useMessagesLive();
  const conversation = useConversation(id);
  return (
    <div className="mx-auto flex min-h-[calc(100dvh-4rem)] w-full max-w-2xl flex-col px-4 sm:px-6">
      <div className="py-3">
        <Link
          to="/messages"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-ocean-800 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {intl.formatMessage(messagesWords.backToInbox)}
        </Link>
      </div>
      {conversation.isPending ? (
        <div role="status" aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">{intl.formatMessage(messagesWords.loading)}</span>
          <Skeleton className="h-20" />
          <Skeleton className="h-12 w-2/3" />
          <Skeleton className="ml-auto h-12 w-2/3" />
        </div>
      ) : conversation.isError ? (
        isMissing(conversation.error) ? (
          <Alert tone="info">{intl.formatMessage(messagesWords.conversationNotFound)}</Alert>
        ) : (
          <LoadFailed
            message={intl.formatMessage(messagesWords.conversationLoadError)}
            retrying={conversation.isRefetching}
            onRetry={() => void conversation.refetch()}
          />
        )
      ) : (
        <Thread conversation={conversation.data} />
      )}
    </div>
  );
}

function Thread({ conversation }: { conversation: Conversation }) {
  const intl = useIntl();
  const name = useOtherName(conversation);
  const messages = useConversationMessages(conversation.id);
  const send = useSendMessage(conversation.id);
  const markRead = useMarkConversationRead(conversation.id);
  const keys = useSubmissionKey();
  // Written offline, a message waits under the others until it is sent (decision 074).
  const { data: viewer } = useViewer();
  const scope = `conversation:${conversation.id}`;
  const queryClient = useQueryClient();
  const pending = useOutbox(scope, viewer?.id, () =>
    queryClient.invalidateQueries({ queryKey: messagesKey }),
  );
  const visible = usePageVisible();
  const items = messages.data?.pages.flatMap((page) => page.items) ?? [];
  const newest = items[0]?.id;
  // Read while shown: on opening, and as each new message arrives in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: marks once per newest message
  useEffect(() => {
    if (visible && conversation.unreadCount > 0 && !markRead.isPending) markRead.mutate();
  }, [visible, conversation.unreadCount, newest]);
  const { subject } = conversation;
  // Quick replies start an enquiry: offered until the viewer has said something.
  const asking = subject !== null && !subject.mine && !items.some((message) => message.fromMe);
  return (
    <>
      <header className="flex items-center justify-between gap-3 pb-3">
        <h1 className="min-w-0 truncate text-xl font-bold text-slate-900">{name}</h1>
        <ThreadMenu conversation={conversation} otherName={name} />
      </header>
      {subject && <SubjectCard subject={subject} />}
      <div className="flex-1 py-4">
        {messages.isPending ? (
          <Skeleton className="h-24" />
        ) : messages.isError && items.length === 0 ? (
          <LoadFailed
            message={intl.formatMessage(messagesWords.conversationLoadError)}
            retrying={messages.isRefetching}
            onRetry={() => void messages.refetch()}
          />
        ) : (
          <MessageLog
            messages={items}
            otherName={name}
            older={{
              has: messages.hasNextPage,
              loading: messages.isFetchingNextPage,
              load: () => void messages.fetchNextPage(),
            }}
          />
        )}
        <PendingWritesLazily writes={pending} look="message" />
      </div>
      {/* Sticky at the bottom of the screen, above a phone's keyboard (100dvh shrinks with it). */}
      <div className="sticky bottom-0 -mx-4 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:-mx-6 sm:px-6">
        {conversation.blockedByMe ? (
          <p className="text-sm text-slate-600">
            {intl.formatMessage(messagesWords.blocked, { name })}
          </p>
        ) : conversation.ended ? (
          <p className="text-sm text-slate-600">
            {intl.formatMessage(messageWords.conversationEnded)}
          </p>
        ) : (
          <Composer
            quickReplies={asking}
            withPhotos
            sending={send.isPending}
            send={async (text, attached) => {
              const photos = (attached?.photos ?? []).map(({ file, alt }) => ({ file, alt }));
              const key = keys.keyFor({ text, photos });
              const sending = () =>
                send.mutateAsync({ text, photos, key, onProgress: attached?.onProgress });
              const path = `/api/conversations/${encodeURIComponent(conversation.id)}/messages`;
              // Words alone wait in the outbox when offline; photos keep "Try again".
              await (viewer && photos.length === 0
                ? sendOrQueue(
                    { key, userId: viewer.id, kind: "message", scope, path, body: { text }, text },
                    sending,
                  )
                : sending());
              keys.succeeded();
            }}
          />
        )}
      </div>
    </>
  );
}
