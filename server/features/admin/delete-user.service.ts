import { and, eq, exists, inArray, ne } from "drizzle-orm";
import { type RateLimitedAction, rateLimits } from "../../../contracts/rate-limits.ts";
import {
  events,
  messages,
  postComments,
  posts,
  profiles,
  throttles,
  user,
} from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { rateLimitKey } from "../../platform/http/rate-limit.ts";
import { userChangedNotice } from "../../platform/runtime/live-hub.ts";
import { avatarKeys, deleteStoredImage } from "../../platform/storage/store-image.ts";
import { titleColumn } from "../directories/directory.ts";
import { filesOf, photoColumnsOf } from "../directories/photos.ts";
import { directories } from "../directories/registry.ts";
import { deleteMessagePhotosOf } from "../messages/message-photos.service.ts";
import { takePostPhotos } from "../posts/post-photos.service.ts";
import { keepRemovedTitles } from "../saved/saved.service.ts";

/**
 * Deletes a user and everything that is theirs (product decision 18): the
 * account, sessions and sign-in methods, profile, memberships and requests,
 * posts, comments, reactions, votes, marketplace items and properties, saved
 * lists, events and RSVPs, restaurants and shops, rate-limit counters, and their files (avatar, post and
 * event, restaurant and shop images, listing and property photos, photos sent in messages). Other people's Saved lists keep their
 * items as "removed". Every way of deleting a user comes here; better-auth's
 * own deletions (admin remove-user) reach it through a database hook.
 *
 * What others said in reply stays (decision 031): a post of theirs that
 * someone else commented on becomes a tombstone (no author, text or image;
 * shown as from "Deleted user") so those comments keep their place; their other
 * posts go with their own comments and reactions. Polls they created as an
 * admin stay (they belong to the city) with no creator; requests they decided
 * stay with no decider.
 *
 * The rows go in one transaction; the files after it commits, so a failure
 * never leaves a row pointing at a deleted file. A file that cannot be deleted
 * is logged and skipped; a missing one counts as deleted.
 *
 * Returns false when there was no such user.
 */
export async function deleteUser(
  { db, storage }: Pick<AppContext, "db" | "storage">,
  userId: string,
  /** Runs in the deletion's transaction (the audit log's line), after the user is found. */
  onDeleting?: (tx: Parameters<Parameters<AppContext["db"]["transaction"]>[0]>[0]) => Promise<void>,
): Promise<boolean> {
  const keys = await db.transaction(async (tx) => {
    // Locks the user first: a post or avatar being written at this moment waits
    // and then fails on the missing user (cleaning up its own file) instead of
    // slipping in after the keys below were collected.
    const [found] = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.id, userId))
      .for("update");
    if (!found) return null;
    await onDeleting?.(tx);
    // Posts others replied to stay as tombstones; their images go all the same.
    const othersReplied = exists(
      tx
        .select({ id: postComments.id })
        .from(postComments)
        .where(and(eq(postComments.postId, posts.id), ne(postComments.userId, userId))),
    );
    // Every photo of their posts goes, tombstones' too (server/features/posts/post-photos.service.ts).
    const postFiles = await takePostPhotos(
      tx,
      (await tx.select({ id: posts.id }).from(posts).where(eq(posts.userId, userId))).map(
        (post) => post.id,
      ),
    );
    const kept = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.userId, userId), othersReplied))
      .for("update");
    if (kept.length > 0) {
      await tx
        .update(posts)
        .set({ userId: null, content: "", contentWarning: null })
        .where(
          inArray(
            posts.id,
            kept.map((post) => post.id),
          ),
        );
    }
    await tx.delete(posts).where(eq(posts.userId, userId));
    // Every directory's entries (server/features/directories/registry.ts) with their
    // files; other people's Saved lists keep the titles of the ones they saved.
    const entryFiles: string[] = [];
    for (const d of directories) {
      const rows = (await tx
        .delete(d.table)
        .where(eq(d.table.userId, userId))
        .returning({ id: d.table.id, title: titleColumn(d), ...photoColumnsOf(d) })) as Record<
        string,
        unknown
      >[];
      const { saved } = d;
      if (saved) {
        await keepRemovedTitles(
          tx,
          rows.map((row) => ({ kind: saved.as, id: String(row.id), title: String(row.title) })),
        );
      }
      entryFiles.push(...rows.flatMap((row) => filesOf(d, row)));
    }
    // Their events go with everyone's RSVPs to them; their RSVPs cascade below.
    const eventFiles = await tx
      .delete(events)
      .where(eq(events.organiserId, userId))
      .returning({ imageKey: events.imageKey, thumbnailKey: events.thumbnailKey });
    const [profile] = await tx
      .delete(profiles)
      .where(eq(profiles.id, userId))
      .returning({ avatarUrl: profiles.avatarUrl });
    const actions = Object.keys(rateLimits) as RateLimitedAction[];
    await tx.delete(throttles).where(
      inArray(
        throttles.key,
        actions.map((action) => rateLimitKey(action, userId)),
      ),
    );
    // Their messages stay in the others' conversations as "Deleted user" tombstones
    // (decision 031): the text goes now, the author with the user (set null).
    await tx.update(messages).set({ text: "" }).where(eq(messages.authorId, userId));
    // The photos they sent in messages go, rows and files.
    const messagePhotoFiles = await deleteMessagePhotosOf(tx, userId);
    // Cascades to sessions, accounts, memberships, membership requests,
    // comments, reactions, votes and their own Saved list.
    await tx.delete(user).where(eq(user.id, userId));
    // Sent on commit: no instance keeps serving a cached session of this user.
    await tx.execute(userChangedNotice(userId));
    return [
      ...avatarKeys(profile?.avatarUrl ?? null),
      ...postFiles,
      ...eventFiles.flatMap((file) => [file.imageKey, file.thumbnailKey]),
      ...entryFiles,
      ...messagePhotoFiles,
    ].filter((key): key is string => Boolean(key));
  });
  if (keys === null) return false;
  const leftover = await deleteStoredImage(storage, keys);
  if (leftover.length > 0) {
    console.warn(`deleted user ${userId}: could not delete files ${leftover.join(", ")}`);
  }
  return true;
}
