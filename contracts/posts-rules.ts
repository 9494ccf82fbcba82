// The feed's words, limits and checks without zod: the feed page imports these at
// once, and contracts/posts.ts (which re-exports them) only the server (decision 037).

export const reactionTypes = ["like", "love", "haha"] as const;
export type ReactionType = (typeof reactionTypes)[number];

export const postMessages = {
  loginToPost: "You must be logged in to post!",
  membersOnly:
    "You must be an active member to post in this community. Please join the community first.",
  emptyPost: "Please write something to post.",
  imageError: "Error uploading image: ",
  createError: "Error creating post: ",
  // The spec's post alerts: a session that ended under the form, a visitor, a failure
  // that brought no words of its own (network, server).
  authError: "Authentication error. Please try logging in again.",
  loginToCreate: "Please log in to create posts.",
  createFailed: "Error creating post. Please try again.",
  noPosts: "No posts yet in this community.",
  loginToReact: "Please log in to react",
  reactionFailed: "Failed to update reaction",
  likesFailed: "Failed to load likes",
  emptyComment: "Comment cannot be empty",
  loginToComment: "Please log in to comment",
  commentFailed: "Failed to add comment",
  commentsFailed: "Failed to load comments",
  postNotFound: "Post not found.",
  commentNotFound: "Comment not found.",
  /** A tombstone: its author's account was deleted, others' comments on it stay. */
  postDeleted: "This post was deleted.",
} as const;

export const postLimits = { contentMax: 5000, commentMax: 2000, pageSize: 20 } as const;

export const postTooLongMessage = `Posts can be at most ${postLimits.contentMax} characters.`;
export const commentTooLongMessage = `Comments can be at most ${postLimits.commentMax} characters.`;

/**
 * The comment box's check, in createCommentSchema's words: the trimmed text, or
 * what is wrong with it (the server checks again with the schema).
 */
export function checkComment(
  content: string,
): { content: string; problem: null } | { content: null; problem: string } {
  const trimmed = content.trim();
  if (trimmed.length === 0) return { content: null, problem: postMessages.emptyComment };
  if (trimmed.length > postLimits.commentMax)
    return { content: null, problem: commentTooLongMessage };
  return { content: trimmed, problem: null };
}
