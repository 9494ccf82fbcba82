import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { postMessages, type ReactionType } from "../../../contracts/posts-rules.ts";
import { api } from "../../lib/api.ts";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { applyReaction, type ReactionState } from "./apply-reaction.ts";
import {
  type FeedData,
  type Formatter,
  feedQueryKey,
  findPostInFeed,
  updatePostInFeed,
} from "./use-posts.ts";

// What a reaction press does, loaded on a post's first press (or when the pointer or focus
// reaches a reaction), not with the feed: the bar draws the counts without it (issue 30).

/**
 * Sends a post's reaction presses in the order they were made, those made before this code
 * came included, and says when one failed. Drawn by the reaction bar from its first press on.
 */
export function ReactionSender({
  city,
  postId,
  presses,
  onApplied,
}: {
  city: string;
  postId: string;
  /** Every press on the post's reactions since the page came, oldest first. */
  presses: readonly ReactionType[];
  /** A press's change is now in the post's data (the bar showed it itself until then). */
  onApplied: () => void;
}) {
  const react = useReactToPost(city, postId, onApplied);
  const sent = useRef(0);
  const intl = useIntl();
  const { mutate } = react;
  useEffect(() => {
    while (sent.current < presses.length) {
      const type = presses[sent.current++];
      if (type) mutate(type);
    }
  }, [presses, mutate]);
  if (!react.isError) return null;
  return (
    <p role="alert" className="text-sm text-coral-700">
      {reactionProblem(react.error, intl)}
    </p>
  );
}

/**
 * Reacting to a post: the counts change at once (optimistic, by the spec's rule),
 * the server's reply then replaces them, and a failure puts back what was there.
 */
export function useReactToPost(city: string, postId: string, onApplied: () => void) {
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
      // Wherever it is loaded: the feed, a #tag's posts or the post's own page.
      const post = queryClient
        .getQueriesData<FeedData>({ queryKey: feedQueryKey(city) })
        .map(([, feed]) => findPostInFeed(feed, postId))
        .find(Boolean);
      if (!post) {
        onApplied();
        return { previous: null };
      }
      const previous = { reactions: post.reactions, myReaction: post.myReaction };
      setState(applyReaction(previous, type));
      onApplied();
      return { previous };
    },
    onSuccess: (state) => setState(state),
    onError: (_error, _type, context) => {
      if (context?.previous) setState(context.previous);
    },
    onSettled: () => {
      // A refetch that began before the server had this press (the live stream's catch-up
      // as the page opens, say) would land afterwards with the counts from before, and the
      // press would seem lost: that answer is dropped and the feed asked for again.
      if (queryClient.isFetching({ queryKey: feedQueryKey(city) }) > 0) {
        void queryClient.invalidateQueries({ queryKey: feedQueryKey(city) });
      }
    },
  });
}

/** A signed-out viewer is asked to log in; any other failure is the spec's general one. */
export const reactionProblem = (error: Error, intl: Formatter) =>
  apiErrorText(error, {
    byStatus: { 401: intl.formatMessage(postMessages.loginToReact) },
    serverWords: "none",
    fallback: intl.formatMessage(postMessages.reactionFailed),
  });
