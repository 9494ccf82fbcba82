// A post's link card as the feed reads it: one subquery beside the post's other columns
// (an index lookup per post of the page), so the card costs the feed no second round trip.

import { sql } from "drizzle-orm";
import type { LinkPreview } from "../../../contracts/link-previews.ts";
import type { Storage } from "../../platform/storage/storage.ts";

/** The card's columns as the subquery returns them (json). */
export type LinkPreviewJson = {
  url: string;
  title: string | null;
  description: string | null;
  siteName: string | null;
  imageKey: string | null;
} | null;

const cardOf = (postId: string) => `(select json_build_object('url', lp.url, 'title', lp.title,
    'description', lp.description, 'siteName', lp.site_name, 'imageKey', lp.image_key)
    from post_link_previews pl join link_previews lp on lp.url = pl.url
    where pl.post_id = ${postId} and lp.status = 'ok')`;

/** For the server-drawn feed's SQL (feed-page.ts), where the post is `p`. */
export const linkPreviewColumnSql = `${cardOf("p.id")} as link_preview`;

/** For drizzle selects from `posts` (posts.service.ts). */
export const linkPreviewColumn = () => sql<LinkPreviewJson>`${sql.raw(cardOf('"posts"."id"'))}`;

/** The tables the card reads, for caches of the feed (decision 036). */
export const linkPreviewTables = ["post_link_previews", "link_previews"];

/** The reply's card; its image is our own stored copy. */
export function readLinkPreview(storage: Storage, json: LinkPreviewJson): LinkPreview | null {
  if (!json) return null;
  const { imageKey, ...card } = json;
  return { ...card, imageUrl: imageKey ? storage.publicUrl(imageKey) : null };
}

/** A new post's `linkPreview` (JSON false, or the form field "false"): false when the author removed the card. */
export const wantsLinkPreview = (value: unknown) => value !== false && value !== "false";
