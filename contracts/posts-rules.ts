// The feed's words, limits and checks without zod: the feed page imports these at
// once, and contracts/posts.ts (which re-exports them) only the server (decision 037).

import { defineMessages } from "./i18n/define-messages.ts";

// The photos' and warning's rules are post-photos-rules.ts's, re-exported by posts.ts: a
// re-export here would bring their words (and the uploads' and listings') to every page
// that reads a post (issue 30).

export const reactionTypes = ["like", "love", "haha"] as const;
export type ReactionType = (typeof reactionTypes)[number];

export const postMessages = defineMessages({
  loginToPost: { id: "posts.loginToPost", defaultMessage: "You must be logged in to post!" },
  membersOnly: {
    id: "posts.membersOnly",
    defaultMessage:
      "You must be an active member to post in this community. Please join the community first.",
  },
  emptyPost: { id: "posts.emptyPost", defaultMessage: "Please write something to post." },
  imageError: { id: "posts.imageError", defaultMessage: "Error uploading image: {problem}" },
  createError: { id: "posts.createError", defaultMessage: "Error creating post: {problem}" },
  // The spec's post alerts: a session that ended under the form, a visitor, a failure
  // that brought no words of its own (network, server).
  authError: {
    id: "posts.authError",
    defaultMessage: "Authentication error. Please try logging in again.",
  },
  loginToCreate: { id: "posts.loginToCreate", defaultMessage: "Please log in to create posts." },
  createFailed: {
    id: "posts.createFailed",
    defaultMessage: "Error creating post. Please try again.",
  },
  noPosts: { id: "posts.noPosts", defaultMessage: "No posts yet in this community." },
  loginToReact: { id: "posts.loginToReact", defaultMessage: "Please log in to react" },
  reactionFailed: { id: "posts.reactionFailed", defaultMessage: "Failed to update reaction" },
  likesFailed: { id: "posts.likesFailed", defaultMessage: "Failed to load likes" },
  emptyComment: { id: "posts.emptyComment", defaultMessage: "Comment cannot be empty" },
  loginToComment: { id: "posts.loginToComment", defaultMessage: "Please log in to comment" },
  commentFailed: { id: "posts.commentFailed", defaultMessage: "Failed to add comment" },
  commentsFailed: { id: "posts.commentsFailed", defaultMessage: "Failed to load comments" },
  postNotFound: { id: "posts.postNotFound", defaultMessage: "Post not found." },
  commentNotFound: { id: "posts.commentNotFound", defaultMessage: "Comment not found." },
  /** A tombstone: its author's account was deleted, others' comments on it stay. */
  postDeleted: { id: "posts.postDeleted", defaultMessage: "This post was deleted." },
  // The limits' refusals, written out: zod is given English text, found again by its words.
  postTooLong: {
    id: "posts.postTooLong",
    defaultMessage: "Posts can be at most 5000 characters.",
  },
  commentTooLong: {
    id: "posts.commentTooLong",
    defaultMessage: "Comments can be at most 2000 characters.",
  },
});

export const postLimits = { contentMax: 5000, commentMax: 2000, pageSize: 20 } as const;

export const postTooLongMessage = postMessages.postTooLong.defaultMessage;
export const commentTooLongMessage = postMessages.commentTooLong.defaultMessage;

/**
 * The comment box's check, in createCommentSchema's words: the trimmed text, or
 * what is wrong with it (the server checks again with the schema).
 */
export function checkComment(
  content: string,
): { content: string; problem: null } | { content: null; problem: string } {
  const trimmed = content.trim();
  if (trimmed.length === 0)
    return { content: null, problem: postMessages.emptyComment.defaultMessage };
  if (trimmed.length > postLimits.commentMax)
    return { content: null, problem: commentTooLongMessage };
  return { content: trimmed, problem: null };
}
