import { useMutation, useQueryClient } from "@tanstack/react-query";
import { postMessages, type ReactionType } from "../../../contracts/posts-rules.ts";
import { api } from "../../lib/api.ts";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { applyReaction, type ReactionState } from "./apply-reaction.ts";
import { type FeedData, feedQueryKey, findPostInFeed, updatePostInFeed } from "./use-feed.ts";

/**
 * Reacting to a post: the counts change at once (optimistic, by the spec's rule),
 * the server's reply then replaces them, and a failure puts back what was there.
 */
export function useReactToPost(city: string, postId: string) {
  const queryClient = useQueryClient();
  const setState = (state: ReactionState) =>
    updatePostInFeed(queryClient, city, postId, (post) => ({ ...post, ...state }));

  return useMutation({
    // One at a time per post: quick double taps reach the server in the order they were made.
    scope: { id: `reaction-${postId}` },
    mutationFn: (type: ReactionType) =>
      api<ReactionState>(`/api/posts/${encodeURIComponent(postId)}/reactions`, { body: { type } }),
    onMutate: async (type) => {
      // A refetch landing now would overwrite the optimistic counts with older ones.
      await queryClient.cancelQueries({ queryKey: feedQueryKey(city) });
      const post = findPostInFeed(queryClient.getQueryData<FeedData>(feedQueryKey(city)), postId);
      if (!post) return { previous: null };
      const previous = { reactions: post.reactions, myReaction: post.myReaction };
      setState(applyReaction(previous, type));
      return { previous };
    },
    onSuccess: (state) => setState(state),
    onError: (_error, _type, context) => {
      if (context?.previous) setState(context.previous);
    },
  });
}

/** A signed-out viewer is asked to log in; any other failure is the spec's general one. */
export const reactionProblem = (error: Error) =>
  apiErrorText(error, {
    byStatus: { 401: postMessages.loginToReact },
    serverWords: "none",
    fallback: postMessages.reactionFailed,
  });
