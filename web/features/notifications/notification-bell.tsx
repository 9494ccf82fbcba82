import { Bell } from "lucide-react";
import { lazy, Suspense } from "react";
import { bellMessages, notificationLimits } from "../../../contracts/user-stream-rules.ts";
import { useMenuOnFirstUse } from "../../components/ui/menu-on-first-use.ts";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { useNotificationStream } from "./use-notification-stream.ts";
import { useNotifications, useUnreadCount } from "./use-notifications.ts";

const loadMenu = () => import("./notification-menu.tsx");
const NotificationMenu = lazy(() =>
  loadMenu().then((module) => ({ default: module.NotificationMenu })),
);

/**
 * The bell in the nav (issue 13): the unread count on a badge and in the
 * button's name ("Notifications, 3 unread"); its menu of the latest loads on the
 * first open (decision 037). It holds the viewer's own live stream, which keeps
 * it current, and asks for the latest at once so the menu opens with them.
 */
export function NotificationBell() {
  const intl = useIntl();
  useNotificationStream();
  const unread = useUnreadCount().data?.unread ?? 0;
  const latest = useNotifications(notificationLimits.dropdownSize);
  const { firstOpen, triggerProps } = useMenuOnFirstUse(loadMenu);
  const trigger = (props: object) => (
    <button
      type="button"
      aria-label={intl.formatMessage(bellMessages.bell, { unread })}
      className="relative inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100"
      {...props}
    >
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="bell-badge"
          className="absolute top-1 right-1 min-w-4.5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-4.5 font-semibold text-white"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      )}
    </button>
  );
  return (
    <Suspense fallback={trigger(triggerProps)}>
      {firstOpen ? (
        <NotificationMenu
          trigger={trigger({})}
          firstOpen={firstOpen}
          unread={unread}
          latest={latest}
        />
      ) : (
        trigger(triggerProps)
      )}
    </Suspense>
  );
}
