import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  ConversationPage,
  StartConversation,
  StartedConversation,
} from "../../../contracts/messages.ts";
import { api } from "../../lib/api.ts";
import { messagesKey } from "./unread-messages.ts";

export { messagesKey, useUnreadMessages } from "./unread-messages.ts";

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

/** Starts (or continues) a conversation about an item or with a member. */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: StartConversation; key: string }) =>
      api<StartedConversation>("/api/conversations", { body, idempotencyKey: key }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
  });
}
