import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { removePostFromFeed } from "./use-feed.ts";

/** Deleting a post (its author, an admin or a moderator of its city; the post's canDelete says which). */
export function useDeletePost(city: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) =>
      api<null>(`/api/posts/${encodeURIComponent(postId)}`, { method: "DELETE" }),
    onSuccess: (_nothing, postId) => removePostFromFeed(queryClient, city, postId),
  });
}
