import { z } from "zod";

export const reactionTypes = ["like", "love", "haha"] as const;
export type ReactionType = (typeof reactionTypes)[number];

export const postMessages = {
  loginToPost: "You must be logged in to post!",
  membersOnly:
    "You must be an active member to post in this community. Please join the community first.",
  emptyPost: "Please write something to post.",
  imageError: "Error uploading image: ",
  createError: "Error creating post: ",
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

export const createPostSchema = z.object({
  content: z
    .string({ error: postMessages.emptyPost })
    .trim()
    .min(1, postMessages.emptyPost)
    .max(postLimits.contentMax, `Posts can be at most ${postLimits.contentMax} characters.`),
});

export const createCommentSchema = z.object({
  content: z
    .string({ error: postMessages.emptyComment })
    .trim()
    .min(1, postMessages.emptyComment)
    .max(postLimits.commentMax, `Comments can be at most ${postLimits.commentMax} characters.`),
});

export const reactSchema = z.object({ type: z.enum(reactionTypes) });

export const authorSchema = z.object({
  /** Null on a tombstone post: the author's account was deleted. */
  id: z.string().nullable(),
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});

export const reactionCountsSchema = z.object({
  like: z.number().int(),
  love: z.number().int(),
  haha: z.number().int(),
});
export type ReactionCounts = z.infer<typeof reactionCountsSchema>;

export const reactionStateSchema = z.object({
  reactions: reactionCountsSchema,
  myReaction: z.enum(reactionTypes).nullable(),
});

export const postSchema = z.object({
  id: z.string(),
  citySlug: z.string(),
  author: authorSchema,
  content: z.string(),
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  createdAt: z.string(),
  reactions: reactionCountsSchema,
  myReaction: z.enum(reactionTypes).nullable(),
  commentCount: z.number().int(),
  canDelete: z.boolean(),
  /** A tombstone (postMessages.postDeleted): shown as from "Deleted user", read-only. */
  deleted: z.boolean(),
});
export type Post = z.infer<typeof postSchema>;

export const postPageSchema = z.object({
  posts: z.array(postSchema),
  /** Pass back as ?cursor= for the next (older) page; null at the end. */
  nextCursor: z.string().nullable(),
});

export const feedQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(postLimits.pageSize),
});

export const commentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  author: authorSchema,
  content: z.string(),
  createdAt: z.string(),
  canDelete: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentListSchema = z.object({ comments: z.array(commentSchema) });
