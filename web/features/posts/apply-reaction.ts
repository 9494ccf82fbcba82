import type { ReactionCounts } from "../../../contracts/posts.ts";
import type { ReactionType } from "../../../contracts/posts-rules.ts";

export type ReactionState = { reactions: ReactionCounts; myReaction: ReactionType | null };

/**
 * The spec's rule for one user's reaction on a post: tapping the reaction they
 * already have removes it, another one replaces it, otherwise it is added.
 * Used for the optimistic update; the server's reply then has the last word.
 */
export function applyReaction(state: ReactionState, type: ReactionType): ReactionState {
  const reactions = { ...state.reactions };
  if (state.myReaction) reactions[state.myReaction] = Math.max(0, reactions[state.myReaction] - 1);
  if (state.myReaction === type) return { reactions, myReaction: null };
  reactions[type] += 1;
  return { reactions, myReaction: type };
}
