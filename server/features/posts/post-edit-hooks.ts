import { eq } from "drizzle-orm";
import { firstLink, normalizeLinkUrl } from "../../../contracts/link-previews-rules.ts";
import { type postComments, postLinkPreviews, type posts } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import type { Viewer } from "../../session/session.ts";
import { attachLinkPreview } from "../link-previews/link-previews.service.ts";
import type { NotifyContext } from "../notifications/notifications.service.ts";
import { saveMentionsAndTags } from "./mentions.service.ts";

export type EditContext = NotifyContext & Pick<AppContext, "storage" | "readCaches">;

/** What an edit just saved: the post or comment with its new text, and the text it replaced. */
export type EditSaved = { citySlug: string; viewer: Viewer; previous: string } & (
  | { kind: "post"; post: typeof posts.$inferSelect }
  | {
      kind: "comment";
      comment: typeof postComments.$inferSelect;
      post: { id: string; cityId: string; content: string };
    }
);

/**
 * The one place an edit runs what saving a post or comment runs: its @mentions and
 * #tags are read again (only people newly mentioned are told), and a post's link card
 * follows its first link. A part that adds a save hook to posts.service.ts calls it
 * here too, so an edit cannot slip past what posting does.
 */
export async function afterEditSaved(context: EditContext, saved: EditSaved): Promise<void> {
  const authorId = saved.viewer.id;
  if (saved.kind === "comment") {
    await saveMentionsAndTags(context, {
      post: saved.post,
      commentId: saved.comment.id,
      content: saved.comment.content,
      citySlug: saved.citySlug,
      authorId,
    });
    return;
  }
  const { post } = saved;
  await saveMentionsAndTags(context, {
    post,
    content: post.content,
    citySlug: saved.citySlug,
    authorId,
  });
  await followFirstLink(context, { ...saved, post });
}

/**
 * A new first link gets its card (fetched in the background, as on posting); the same
 * link keeps it; no link, no card. A card its author removed before posting (a link
 * but no card) stays removed.
 */
async function followFirstLink(
  context: EditContext,
  saved: { post: typeof posts.$inferSelect; citySlug: string; previous: string },
) {
  const { db } = context;
  const link = firstLink(saved.post.content);
  const url = link ? normalizeLinkUrl(link) : null;
  const [card] = await db
    .select()
    .from(postLinkPreviews)
    .where(eq(postLinkPreviews.postId, saved.post.id));
  if (card && card.url === url) return;
  const removedByAuthor = !card && firstLink(saved.previous) !== null;
  if (card) await db.delete(postLinkPreviews).where(eq(postLinkPreviews.postId, saved.post.id));
  await attachLinkPreview(context, {
    postId: saved.post.id,
    citySlug: saved.citySlug,
    content: saved.post.content,
    wanted: !removedByAuthor,
  });
}
