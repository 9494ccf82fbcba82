import { z } from "zod";
import { createCommentSchema, createPostSchema } from "./posts.ts";

export * from "./post-edits-rules.ts";

/**
 * An edit checks its text as posting does (the same schema, the same words), so
 * an edit cannot write what a new post could not.
 */
export const editPostSchema = createPostSchema.pick({ content: true });
export const editCommentSchema = createCommentSchema;

/** One earlier version of a post or comment, as moderators and admins read it. */
export const versionSchema = z.object({
  /** 1 for the text as first posted; the current text is the highest plus one. */
  version: z.number().int(),
  content: z.string(),
  /** Its other editable fields at that time (a content warning, ...). */
  fields: z.record(z.string(), z.unknown()),
  /** When this text was written, and when an edit replaced it. */
  writtenAt: z.string(),
  replacedAt: z.string(),
  editor: z.object({ id: z.string(), username: z.string().nullable() }).nullable(),
});
export type Version = z.infer<typeof versionSchema>;

/** The current text and the earlier ones, newest first. */
export const historySchema = z.object({
  current: z.object({
    version: z.number().int(),
    content: z.string(),
    editedAt: z.string().nullable(),
  }),
  versions: z.array(versionSchema),
});
export type History = z.infer<typeof historySchema>;
