import type { Viewer } from "../../../contracts/profiles.ts";
import { MessagesNavLink } from "../../features/messages/messages-nav-link.tsx";
import { NotificationBell } from "../../features/notifications/notification-bell.tsx";
import { AccountMenu } from "./account-menu.tsx";

/**
 * A signed-in user's controls in the bar: Messages, the bell and the avatar menu. One
 * chunk rather than three, so what they share (the live stream's names, the menus'
 * first-use code) comes once (decision 092); each menu's content still loads on its
 * first open (decision 037).
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
