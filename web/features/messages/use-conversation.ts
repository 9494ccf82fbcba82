import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  Conversation,
  Message,
  MessagePage,
  ReportConversation,
} from "../../../contracts/messages.ts";
import { api } from "../../lib/api.ts";
import { uploadWithProgress } from "../../lib/upload-with-progress.ts";
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

/** A message to send: words, photos (each with the sender's optional description), or both. */
export interface OutgoingMessage {
  text: string;
  photos?: readonly { file: File; alt: string }[];
  key: string;
  /** How much of the photos has been sent (0 to 1). */
  onProgress?: (fraction: number) => void;
}

/** With photos: multipart, a JSON "data" field and the images in order, with progress. */
function sendMessage(id: string, { text, photos = [], key, onProgress }: OutgoingMessage) {
  const url = `${conversationPath(id)}/messages`;
  if (photos.length === 0) return api<Message>(url, { body: { text }, idempotencyKey: key });
  const form = new FormData();
  form.append("data", JSON.stringify({ text, alts: photos.map((photo) => photo.alt.trim()) }));
  for (const photo of photos) form.append("photos", photo.file);
  return uploadWithProgress<Message>(url, form, onProgress ?? (() => {}), { idempotencyKey: key });
}

export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: OutgoingMessage) => sendMessage(id, message),
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
