import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import {
  messageEventName,
  messageReadEventName,
  notificationEventName,
  resyncEventName,
  saysSuspended,
  viewerEventName,
} from "../../../contracts/user-stream-rules.ts";
import { markAccountSuspended } from "../../lib/account-suspended.ts";
import { whenPageAdopted } from "../../lib/page-adopted.tsx";
import { usePageVisible } from "../../lib/use-page-visible.ts";
import { viewerQueryKey } from "../../lib/use-viewer.ts";
import { catchUp, emitUserStreamSignal } from "../../lib/user-stream-signals.ts";
import { notificationsKey } from "./use-notifications.ts";

/**
 * The signed-in user's own live stream (decision 034), one per tab, opened by the
 * bell for every signed-in user, members of no city included: `notification`
 * refetches the bell, `viewer` (role, ban, active community, a membership
 * decided) refetches `/api/me`, so the nav follows. No polling. Closed while
 * the tab is in the background, and caught up when it is back (decision 052).
 */
export function useNotificationStream() {
  const queryClient = useQueryClient();
  const visible = usePageVisible();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    if (!visible) return;
    const source = new EventSource("/api/me/live");
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: notificationsKey });
      emitUserStreamSignal(notificationEventName);
    };
    const refreshViewer = () => void queryClient.invalidateQueries({ queryKey: viewerQueryKey });
    // A ban says so just before it ends the session: the shell then tells the
    // signed-out page why (web/app/shell/suspended-notice.tsx).
    const viewerChanged = (message: MessageEvent) => {
      if (saysSuspended(message.data)) markAccountSuspended();
      refreshViewer();
    };
    const refreshAll = () => {
      void queryClient.invalidateQueries({ queryKey: notificationsKey });
      refreshViewer();
      emitUserStreamSignal(catchUp);
    };
    source.addEventListener(notificationEventName, refresh);
    source.addEventListener(viewerEventName, viewerChanged);
    // Messages (issue 32): the inbox, the badge and an open conversation listen for these.
    for (const name of [messageEventName, messageReadEventName]) {
      source.addEventListener(name, () => emitUserStreamSignal(name));
    }
    // The server may have missed events (its database connection was away).
    source.addEventListener(resyncEventName, refreshAll);
    // Each opening catches up: after a drop or a spell in the background what was
    // sent meanwhile was lost, and on the first one what happened between the
    // page's first fetches and the stream's opening was not heard either (a join
    // request sent then never reached the Pending Users queue).
    let dropped = true;
    source.onerror = () => {
      dropped = true;
      // The stream ends at once when the session does (a ban, a sign-out elsewhere): asking
      // /api/me again finds out (as the city's stream does, web/lib/realtime.ts).
      refreshViewer();
    };
    // Not before the whole drawn page is adopted: a part React has yet to adopt must still
    // find the data it was drawn with (web/lib/page-adopted.tsx).
    let closed = false;
    source.onopen = () => {
      if (dropped) void whenPageAdopted().then(() => closed || refreshAll());
      dropped = false;
    };
    return () => {
      closed = true;
      source.close();
    };
  }, [queryClient, visible]);
}
