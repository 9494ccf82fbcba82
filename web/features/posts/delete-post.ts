import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ModeratorRemoval } from "../../../contracts/moderation.ts";
import { api } from "../../lib/api.ts";
import { removePostFromFeed } from "./use-feed.ts";

/** Deleting a post (its author, an admin or a moderator of its city; the post's canDelete says which). */
export function useDeletePost(city: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // A moderator's removal carries its reason (decision 057); the author's own, nothing.
    mutationFn: ({ postId, removal }: { postId: string; removal?: ModeratorRemoval }) =>
      api<null>(`/api/posts/${encodeURIComponent(postId)}`, { method: "DELETE", body: removal }),
    onSuccess: (_nothing, { postId }) => removePostFromFeed(queryClient, city, postId),
  });
}
