import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  ConversationPage,
  StartConversation,
  StartedConversation,
} from "../../../contracts/messages.ts";
import { api } from "../../lib/api.ts";
import { messagesKey } from "./unread-messages.ts";

export { messagesKey, useUnreadMessages } from "./unread-messages.ts";

/** The inbox's key: the hook's, and the server-drawn inbox's (decision 040). */
export const inboxQueryKey = [...messagesKey, "inbox"] as const;

/** The API's address of a page of the inbox. */
export function inboxPath(cursor: string | null) {
  const query = new URLSearchParams();
  if (cursor) query.set("cursor", cursor);
  return `/api/me/conversations?${query}`;
}

/** The viewer's conversations, newest first, a page at a time. */
export function useConversations() {
  return useInfiniteQuery({
    queryKey: inboxQueryKey,
    queryFn: ({ pageParam, signal }) => api<ConversationPage>(inboxPath(pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchOnWindowFocus: "always",
  });
}

/** Starts (or continues) a conversation about an item or with a member. */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: StartConversation; key: string }) =>
      api<StartedConversation>("/api/conversations", { body, idempotencyKey: key }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
  });
}
