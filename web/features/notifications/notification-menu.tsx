import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { ReactElement } from "react";
import { Link, useNavigate } from "react-router";
import type { NotificationPage } from "../../../contracts/notifications.ts";
import { notificationMessages } from "../../../contracts/notifications-rules.ts";
import { type FirstOpen, useFirstOpenFocus } from "../../components/ui/menu-on-first-use.ts";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { NotificationText } from "./notification-item.tsx";
import { useMarkAllRead, useMarkRead } from "./notification-marks.ts";

const itemClasses =
  "flex cursor-pointer gap-2.5 rounded-lg px-2.5 py-2 outline-none select-none data-[highlighted]:bg-ocean-50";

/**
 * The bell's menu, loaded on its first open (decision 037; the button is in
 * notification-bell.tsx): a Radix menu of the latest (arrow keys, Escape, focus
 * return come with it), "Mark all as read" and a link to the whole list.
 */
export function NotificationMenu({
  trigger,
  firstOpen,
  unread,
  latest,
}: {
  trigger: ReactElement;
  firstOpen: FirstOpen;
  unread: number;
  latest: { isPending: boolean; data?: { pages: NotificationPage[] } | undefined };
}) {
  const intl = useIntl();
  const items = latest.data?.pages[0]?.items ?? [];
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const navigate = useNavigate();
  const content = useFirstOpenFocus(firstOpen);
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      {/* No portal, as the account menu: the menu stays inside the nav landmark. */}
      <DropdownMenu.Content
        ref={content}
        align="end"
        sideOffset={10}
        className="z-50 w-[min(22rem,calc(100vw-2rem))] origin-top-right animate-menu-in rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl shadow-slate-900/10"
      >
        <div className="flex items-center justify-between px-2.5 py-2">
          <DropdownMenu.Label className="text-sm font-semibold text-slate-900">
            {intl.formatMessage(notificationMessages.title)}
          </DropdownMenu.Label>
          <DropdownMenu.Item
            className="cursor-pointer rounded-md px-2 py-1 text-xs font-medium text-ocean-700 outline-none data-[disabled]:opacity-50 data-[highlighted]:bg-ocean-50"
            disabled={unread === 0 || markAll.isPending}
            onSelect={(event) => {
              event.preventDefault();
              markAll.mutate();
            }}
          >
            {intl.formatMessage(notificationMessages.markAllRead)}
          </DropdownMenu.Item>
        </div>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        {items.length === 0 ? (
          <p className="px-2.5 py-3 text-sm text-slate-600">
            {intl.formatMessage(
              latest.isPending ? notificationMessages.loading : notificationMessages.empty,
            )}
          </p>
        ) : (
          <div className="max-h-96 overflow-y-auto">
            {items.map((item) => (
              <DropdownMenu.Item
                key={item.id}
                className={itemClasses}
                onSelect={() => {
                  if (!item.read) markRead.mutate(item.id);
                  if (item.link) navigate(item.link);
                }}
              >
                <span
                  aria-hidden="true"
                  className={`mt-1.5 size-2 shrink-0 rounded-full ${item.read ? "" : "bg-ocean-600"}`}
                />
                <NotificationText item={item} />
              </DropdownMenu.Item>
            ))}
          </div>
        )}
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <DropdownMenu.Item
          asChild
          className={`${itemClasses} justify-center text-sm font-medium text-ocean-700`}
        >
          <Link to="/notifications">{intl.formatMessage(notificationMessages.seeAll)}</Link>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
