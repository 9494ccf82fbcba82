import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { removePostFromFeed } from "./use-feed.ts";

/** Deleting a post (its author or an admin; the post's canDelete says which). */
export function useDeletePost(city: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) =>
      api<null>(`/api/posts/${encodeURIComponent(postId)}`, { method: "DELETE" }),
    onSuccess: (_nothing, postId) => removePostFromFeed(queryClient, city, postId),
  });
}
