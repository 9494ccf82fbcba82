import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ConversationPage,
  StartConversation,
  StartedConversation,
} from "../../../contracts/messages.ts";
import { api } from "../../lib/api.ts";

/** Everything messages show hangs under this key: one invalidation (a live event) refreshes all. */
export const messagesKey = ["messages"] as const;

/** The viewer's conversations, newest first, a page at a time. */
export function useConversations() {
  return useInfiniteQuery({
    queryKey: [...messagesKey, "inbox"],
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      if (pageParam) query.set("cursor", pageParam);
      return api<ConversationPage>(`/api/me/conversations?${query}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchOnWindowFocus: "always",
  });
}

/** The nav badge's number: unread messages over all conversations. */
export function useUnreadMessages(enabled = true) {
  return useQuery({
    queryKey: [...messagesKey, "unread"],
    queryFn: ({ signal }) =>
      api<{ count: number }>("/api/me/conversations/unread-count", { signal }),
    enabled,
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
