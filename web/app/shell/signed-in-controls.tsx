import type { Viewer } from "../../../contracts/profiles.ts";
import { MessagesNavLink } from "../../features/messages/messages-nav-link.tsx";
import { NotificationBell } from "../../features/notifications/notification-bell.tsx";
import { AccountMenu } from "./account-menu.tsx";

/**
 * A signed-in user's controls in the bar: Messages, the bell and the avatar menu. Drawn with
 * the nav, in the page's first script, rather than fetched after it: the badges and the
 * user's own stream are wanted at once, and a chunk of their own cost every signed-in page
 * more (its copies of shared modules) than the visitor's pages pay to carry them (decision
 * 092). Each menu's content loads on its first open (decision 037): a press, Enter, Space or
 * ArrowDown made before that code has come opens the menu once it is here.
 */
export function SignedInControls({ viewer }: { viewer: Viewer }) {
  return (
    <>
      <MessagesNavLink />
      <NotificationBell />
      <AccountMenu viewer={viewer} />
    </>
  );
}
