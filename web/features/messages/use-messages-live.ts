import { useQueryClient } from "@tanstack/react-query";
import { messageEventName, messageReadEventName } from "../../../contracts/user-stream-rules.ts";
import { useUserStreamSignal } from "../../lib/user-stream-signals.ts";
import { messagesKey } from "./unread-messages.ts";

/**
 * Keeps the badge, the inbox and an open conversation current from the user's own
 * stream (decision 034): a new message or a read marker refetches what is shown.
 * No polling; a catch-up after a reconnect or a background spell refetches too.
 */
export function useMessagesLive() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: messagesKey });
  useUserStreamSignal(messageEventName, refresh);
  useUserStreamSignal(messageReadEventName, refresh);
}
