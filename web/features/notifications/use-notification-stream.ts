import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { notificationEventName } from "../../../contracts/notifications-rules.ts";
import { resyncEventName, viewerEventName } from "../../../contracts/realtime-rules.ts";
import { recheckViewer } from "../../lib/realtime.ts";
import { viewerQueryKey } from "../../lib/use-viewer.ts";
import { catchUp, emitUserStreamSignal } from "../../lib/user-stream-signals.ts";
import { notificationsKey } from "./use-notifications.ts";

/**
 * The signed-in user's own live stream (decision 034), one per tab, opened by the
 * bell for every signed-in user, members of no city included: `notification`
 * refetches the bell, `viewer` (role, ban, active community, a membership
 * decided) refetches `/api/me`, so the nav follows. No polling.
 */
export function useNotificationStream() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource("/api/me/live");
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: notificationsKey });
      emitUserStreamSignal(notificationEventName);
    };
    const refreshViewer = () => void queryClient.invalidateQueries({ queryKey: viewerQueryKey });
    const refreshAll = () => {
      void queryClient.invalidateQueries({ queryKey: notificationsKey });
      refreshViewer();
      emitUserStreamSignal(catchUp);
    };
    source.addEventListener(notificationEventName, refresh);
    source.addEventListener(viewerEventName, refreshViewer);
    // The server may have missed events (its database connection was away).
    source.addEventListener(resyncEventName, refreshAll);
    // After a drop, anything sent meanwhile was lost: catch up on reopening.
    let dropped = false;
    source.onerror = () => {
      dropped = true;
      // The stream ends at once when the session does (a ban, a sign-out elsewhere).
      recheckViewer(queryClient);
    };
    source.onopen = () => {
      if (dropped) refreshAll();
      dropped = false;
    };
    return () => source.close();
  }, [queryClient]);
}
