import { z } from "zod";
import { postPhotoLimits, postPhotoMessages } from "./post-photos-rules.ts";

export * from "./post-photos-rules.ts";

const say = (message: { defaultMessage: string }) => message.defaultMessage;

/** A warning as sent: at most 100 characters once trimmed; blank means none. */
export const contentWarningSchema = z
  .string()
  .trim()
  .max(postPhotoLimits.warningMax, say(postPhotoMessages.warningTooLong));

export const altTextSchema = z
  .string()
  .max(postPhotoLimits.altMax, say(postPhotoMessages.altTooLong));

/** One photo as the feed carries it: the thumbnail, its size and its alt text. */
export const postPhotoSchema = z.object({
  thumbnailUrl: z.string(),
  /** The full-size image's pixels; null for a photo posted before sets. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: z.string(),
});
export type PostPhoto = z.infer<typeof postPhotoSchema>;

/** A post's full-size photos, for the lightbox. */
export const postPhotoSetSchema = z.object({
  photos: z.array(postPhotoSchema.extend({ url: z.string() })),
});
export type PostPhotoSet = z.infer<typeof postPhotoSetSchema>;

/** The fields photo sets and warnings add to a post's create body and to its reply. */
export const postPhotoFields = {
  create: { contentWarning: contentWarningSchema.optional() },
  reply: { contentWarning: z.string().nullable().default(null) },
};
