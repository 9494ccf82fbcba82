import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import {
  type LiveChange,
  readChangesMessage,
  resyncEventName,
} from "../../contracts/realtime-rules.ts";
import { parseJsonOrNull } from "./parse-json.ts";
import { usePageVisible } from "./use-page-visible.ts";
import { viewerQueryKey } from "./use-viewer.ts";

/**
 * A stream ends at once when its session does (sign-out elsewhere, a ban, the
 * account deleted): asking who the viewer is then puts the page in the
 * signed-out state without a reload. A mere network drop changes nothing, as a
 * failed refetch keeps the viewer it had.
 */
export const recheckViewer = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ queryKey: viewerQueryKey });

/** "connecting" until the stream opens, "live" while open, "reconnecting" after a drop, "offline" once the browser gave up. */
export type LiveStatus = "connecting" | "live" | "reconnecting" | "offline";

/**
 * Listens to a city's live changes (Server-Sent Events, members only) while the
 * calling component is mounted and the tab is on screen: one EventSource per
 * mount, closed on unmount and while the tab is in the background (decision 052).
 *
 * The browser's EventSource reconnects by itself (the server sends `retry`).
 * Changes sent while no stream was open are not heard: before the first open (a
 * server-drawn page's data can be seconds old by then), while a dropped stream
 * was away, while the tab was in the background. So `onMissedChanges` runs each
 * time the stream opens, and when the server says it may have missed some itself
 * (`resync`, after its database connection came back): the caller refetches what
 * it shows to catch up.
 */
export function useLiveChanges(
  city: string,
  onChanges: (changes: LiveChange[]) => void,
  { onMissedChanges, enabled = true }: { onMissedChanges?: () => void; enabled?: boolean } = {},
): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const queryClient = useQueryClient();
  // The latest callbacks, so a re-render does not close and reopen the stream.
  const handlers = useRef({ onChanges, onMissedChanges });
  handlers.current = { onChanges, onMissedChanges };
  const visible = usePageVisible();

  useEffect(() => {
    // Test environments (and very old browsers) have no EventSource: the page still works, just not live.
    if (!enabled || typeof EventSource === "undefined" || !visible) return;
    const source = new EventSource(`/api/cities/${encodeURIComponent(city)}/live`);
    setStatus("connecting");

    source.onopen = () => {
      setStatus("live");
      handlers.current.onMissedChanges?.();
    };
    // Fires on every drop; the browser then retries by itself, unless the server
    // refused outright (e.g. 403 after the membership ended) and it closed for good.
    source.onerror = () => {
      setStatus(source.readyState === EventSource.CLOSED ? "offline" : "reconnecting");
      recheckViewer(queryClient);
    };
    source.addEventListener("changes", (message) => {
      const read = readChangesMessage(parseJsonOrNull((message as MessageEvent).data));
      // A message we do not understand is ignored rather than breaking the page.
      if (!read) return;
      const changes = read.filter((change) => change.city === city);
      if (changes.length > 0) handlers.current.onChanges(changes);
    });
    source.addEventListener(resyncEventName, () => handlers.current.onMissedChanges?.());
    return () => source.close();
  }, [city, enabled, visible, queryClient]);

  return status;
}
