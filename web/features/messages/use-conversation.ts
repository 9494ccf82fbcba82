import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  Conversation,
  Message,
  MessagePage,
  ReportConversation,
} from "../../../contracts/messages.ts";
import { api } from "../../lib/api.ts";
import { messagesKey } from "./use-conversations.ts";

const conversationPath = (id: string) => `/api/conversations/${encodeURIComponent(id)}`;

export function useConversation(id: string) {
  return useQuery({
    queryKey: [...messagesKey, "conversation", id],
    queryFn: ({ signal }) => api<Conversation>(conversationPath(id), { signal }),
  });
}

/** Its messages, newest first from the server, a page of older ones at a time. */
export function useConversationMessages(id: string) {
  return useInfiniteQuery({
    queryKey: [...messagesKey, "conversation", id, "messages"],
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      if (pageParam) query.set("cursor", pageParam);
      return api<MessagePage>(`${conversationPath(id)}/messages?${query}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ text, key }: { text: string; key: string }) =>
      api<Message>(`${conversationPath(id)}/messages`, { body: { text }, idempotencyKey: key }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
  });
}

export function useMarkConversationRead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ count: number }>(`${conversationPath(id)}/read`, { method: "POST" }),
    onSuccess: (unread) => {
      queryClient.setQueryData([...messagesKey, "unread"], unread);
      void queryClient.invalidateQueries({ queryKey: [...messagesKey, "inbox"] });
      void queryClient.invalidateQueries({ queryKey: [...messagesKey, "conversation", id] });
    },
  });
}

export function useLeaveConversation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<null>(`${conversationPath(id)}/leave`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
  });
}

export function useReportConversation(id: string) {
  return useMutation({
    mutationFn: (body: ReportConversation) =>
      api<{ id: string; message: string }>(`${conversationPath(id)}/report`, { body }),
  });
}

/** Blocks a member (PUT /api/blocks/:userId, idempotent). */
export function useBlockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api<null>(`/api/blocks/${encodeURIComponent(userId)}`, { method: "PUT" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
  });
}
