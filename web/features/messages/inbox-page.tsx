import { Navigate } from "react-router";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadMore } from "../../components/ui/load-more.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { useViewer } from "../../lib/use-viewer.ts";
import { ConversationRow } from "./conversation-row.tsx";
import { messagesWords } from "./messages-words.ts";
import { useConversations } from "./use-conversations.ts";
import { useMessagesLive } from "./use-messages-live.ts";

/** `/messages`: the viewer's conversations, newest first, with unread counts (issue 32). */
export function InboxPage() {
  const { data: viewer, isPending } = useViewer();
  if (isPending) return null;
  if (!viewer) return <Navigate to="/auth" replace />;
  return <Inbox />;
}

function Inbox() {
  const intl = useIntl();
  usePageTitle(messagesWords.inboxTitle);
  useMessagesLive();
  const list = useConversations();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">
        {intl.formatMessage(messagesWords.inboxTitle)}
      </h1>
      {list.isPending ? (
        <div className="flex flex-col gap-3" role="status" aria-busy="true">
          <span className="sr-only">{intl.formatMessage(messagesWords.loading)}</span>
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : list.isError && items.length === 0 ? (
        <LoadFailed
          message={intl.formatMessage(messagesWords.inboxLoadError)}
          retrying={list.isRefetching}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-600">
          {intl.formatMessage(messagesWords.inboxEmpty)}
        </p>
      ) : (
        <>
          <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white">
            {items.map((conversation) => (
              <li key={conversation.id}>
                <ConversationRow conversation={conversation} />
              </li>
            ))}
          </ul>
          <LoadMore
            pages={list}
            label={intl.formatMessage(messagesWords.loadMore)}
            className="mt-4"
          />
        </>
      )}
    </div>
  );
}
