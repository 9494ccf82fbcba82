import { z } from "zod";
import { linkPreviewLimits, linkPreviewMessages } from "./link-previews-rules.ts";

export * from "./link-previews-rules.ts";

/** A link's card: what the page said about itself, and our own copy of its image. */
export const linkPreviewSchema = z.object({
  url: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  siteName: z.string().nullable(),
  /** Same-origin (/uploads/...): the page's image re-encoded and kept by us, never hot-linked. */
  imageUrl: z.string().nullable(),
});
export type LinkPreview = z.infer<typeof linkPreviewSchema>;

export const linkPreviewRequestSchema = z.object({
  url: z
    .string({ error: linkPreviewMessages.notALink })
    .trim()
    .min(1, linkPreviewMessages.notALink)
    .max(linkPreviewLimits.urlMax, linkPreviewMessages.notALink),
});

export const linkPreviewReplySchema = z.object({ preview: linkPreviewSchema.nullable() });
