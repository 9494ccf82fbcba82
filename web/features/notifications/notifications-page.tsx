import { notificationMessages } from "../../../contracts/notifications-rules.ts";
import { Button } from "../../components/ui/button.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadMore } from "../../components/ui/load-more.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { NotificationRow } from "./notification-item.tsx";
import { useMarkAllRead, useMarkRead } from "./notification-marks.ts";
import { useNotifications, useUnreadCount } from "./use-notifications.ts";

const messages = defineMessages({
  loading: { id: "notifications.loadingList", defaultMessage: "Loading notifications" },
});

/** `/notifications`: everything, newest first, "Load more" for older (keyset). */
export function NotificationsPage() {
  const intl = useIntl();
  const list = useNotifications();
  const unread = useUnreadCount().data?.unread ?? 0;
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6">
      <div className="mb-6 flex items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">
          {intl.formatMessage(notificationMessages.title)}
        </h1>
        <Button
          variant="secondary"
          size="sm"
          disabled={unread === 0}
          busy={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {intl.formatMessage(notificationMessages.markAllRead)}
        </Button>
      </div>
      {list.isPending ? (
        <div className="flex flex-col gap-3" role="status" aria-busy="true">
          <span className="sr-only">{intl.formatMessage(messages.loading)}</span>
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : list.isError && items.length === 0 ? (
        <LoadFailed
          message={apiErrorText(list.error)}
          retrying={list.isRefetching}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <p className="text-slate-600">{intl.formatMessage(notificationMessages.empty)}</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {items.map((item) => (
              <li key={item.id}>
                <NotificationRow
                  item={item}
                  onOpen={() => {
                    if (!item.read) markRead.mutate(item.id);
                  }}
                />
              </li>
            ))}
          </ul>
          <LoadMore
            pages={list}
            label={intl.formatMessage(notificationMessages.loadMore)}
            className="mt-4"
          />
        </>
      )}
    </div>
  );
}
