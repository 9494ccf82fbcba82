import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { notificationEventName } from "../../../contracts/notifications.ts";
import { notificationsKey } from "./use-notifications.ts";

/**
 * Live bell without polling (decision 029): the server writes a `notification`
 * event into the viewer's open city streams (filtered by user id), so the bell
 * listens on a stream of one of the viewer's cities; any city carries all of
 * the viewer's notifications. No city (not a member yet): focus refetch only.
 */
export function useNotificationStream(city: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!city || typeof EventSource === "undefined") return;
    const source = new EventSource(`/api/cities/${encodeURIComponent(city)}/live`);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationsKey });
    source.addEventListener(notificationEventName, refresh);
    // After a drop, anything sent meanwhile was lost: catch up on reopening.
    let dropped = false;
    source.onerror = () => {
      dropped = true;
    };
    source.onopen = () => {
      if (dropped) refresh();
      dropped = false;
    };
    return () => source.close();
  }, [city, queryClient]);
}
