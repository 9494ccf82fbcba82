import { z } from "zod";
import { linkPreviewSchema } from "./link-previews.ts";
import { postMentionSchema, tagQuerySchema } from "./mentions.ts";
import { pageOf } from "./paged.ts";
import { postPhotoFields, postPhotoSchema } from "./post-photos.ts";
import {
  commentTooLongMessage,
  postLimits,
  postMessages,
  postTooLongMessage,
  reactionTypes,
} from "./posts-rules.ts";

export * from "./post-photos-rules.ts";
export * from "./posts-rules.ts";

export const createPostSchema = z.object({
  content: z
    .string({ error: postMessages.emptyPost.defaultMessage })
    .trim()
    .min(1, postMessages.emptyPost.defaultMessage)
    .max(postLimits.contentMax, postTooLongMessage),
  ...postPhotoFields.create,
});

export const createCommentSchema = z.object({
  content: z
    .string({ error: postMessages.emptyComment.defaultMessage })
    .trim()
    .min(1, postMessages.emptyComment.defaultMessage)
    .max(postLimits.commentMax, commentTooLongMessage),
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

/**
 * Editing (issue 35): when last edited, whether the viewer may edit it or read its
 * earlier versions. Optional, so replies and fixtures written before edits still fit.
 */
const editedFields = {
  editedAt: z.string().nullable().optional(),
  canEdit: z.boolean().optional(),
  canViewHistory: z.boolean().optional(),
};

export const postSchema = z.object({
  id: z.string(),
  citySlug: z.string(),
  author: authorSchema,
  content: z.string(),
  /** Its photos' thumbnails, sizes and alt text, in order (full sizes: GET /api/posts/:id/photos). */
  photos: z.array(postPhotoSchema).default([]),
  ...postPhotoFields.reply,
  createdAt: z.string(),
  reactions: reactionCountsSchema,
  myReaction: z.enum(reactionTypes).nullable(),
  commentCount: z.number().int(),
  /** The viewer may delete it: its author, an admin, or a moderator of its city. */
  canDelete: z.boolean(),
  /** A tombstone (postMessages.postDeleted): shown as from "Deleted user", read-only. */
  deleted: z.boolean(),
  /** The viewer bookmarked it on their Saved list (issue 35); absent: not known. */
  saved: z.boolean().optional(),
  /** Its @mentions (issue 35): each written name and whose page it links to now. */
  mentions: z.array(postMentionSchema).optional(),
  ...editedFields,
  /** The card of its first link (issue 35); null until it is fetched, or when there is none. */
  linkPreview: linkPreviewSchema.nullable().default(null),
});
export type Post = z.infer<typeof postSchema>;

/**
 * A post as a feed page sends it: a field at its usual value (no photos, no warning, no
 * reactions, not saved, may not delete, ...) is left out, since a page's bytes are most of
 * what a cached feed page costs to serve. `completePost` (feed-post.ts) puts them back.
 */
export const feedPostSchema = postSchema.extend({
  photos: z.array(postPhotoSchema).optional(),
  contentWarning: z.string().nullable().optional(),
  /** Only the reactions it has. */
  reactions: reactionCountsSchema.partial().optional(),
  myReaction: z.enum(reactionTypes).nullable().optional(),
  commentCount: z.number().int().optional(),
  canDelete: z.boolean().optional(),
  deleted: z.boolean().optional(),
  linkPreview: linkPreviewSchema.nullable().optional(),
});
export type FeedPost = z.infer<typeof feedPostSchema>;

export const postPageSchema = pageOf(feedPostSchema);

export const feedQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(postLimits.pageSize),
  /** Only posts with this #tag (issue 35), newest first, paged the same way. */
  tag: tagQuerySchema.optional(),
});

export const commentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  author: authorSchema,
  content: z.string(),
  createdAt: z.string(),
  /** The viewer may delete it: its author, an admin, or a moderator of its city. */
  canDelete: z.boolean(),
  ...editedFields,
  mentions: z.array(postMentionSchema).optional(),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentListSchema = z.object({ comments: z.array(commentSchema) });
