import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { fromCents } from "../../../contracts/listing-parts.ts";
import type { SavedItem, SavedKind, SavedState } from "../../../contracts/saved.ts";
import type { Db } from "../../db/client.ts";
import { cursorColumn, keysetPage, olderThan } from "../../db/keyset-cursor.ts";
import { cities, events, posts, savedItems } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import type { Viewer } from "../../session/session.ts";
import { thumbnailColumn, titleColumn } from "../directories/directory.ts";
import { savableDirectories } from "../directories/registry.ts";
import {
  bookmarkColumns,
  bookmarkJoins,
  bookmarkPath,
  bookmarkState,
} from "./bookmarks.service.ts";

type SavableDirectory = ReturnType<typeof savableDirectories>[number];

/** What a save needs to know about the item, from its finder. */
export type Saveable = { kind: SavedKind; id: string; cityId: string; title: string };

/** Saves an item for the viewer; saving it again changes nothing. */
export async function saveItem(db: Db, input: { viewer: Viewer; item: Saveable }): Promise<void> {
  const { viewer, item } = input;
  await db
    .insert(savedItems)
    .values({
      userId: viewer.id,
      kind: item.kind,
      itemId: item.id,
      cityId: item.cityId,
      title: item.title,
    })
    .onConflictDoNothing();
}

/** Removes an item from the viewer's list, whether or not the item still exists. */
export async function unsaveItem(
  db: Db,
  input: { viewer: Viewer; kind: SavedKind; itemId: string },
): Promise<void> {
  await db
    .delete(savedItems)
    .where(
      and(
        eq(savedItems.userId, input.viewer.id),
        eq(savedItems.kind, input.kind),
        eq(savedItems.itemId, input.itemId),
      ),
    );
}

// The entry pages' own reads and deletes mark the saved rows (server/features/directories/
// saved-marks.ts); the account deletion keeps titles through the same function.
export { keepSavedTitles as keepRemovedTitles } from "../directories/saved-marks.ts";

/** One column of every savable directory, the first that is there (the saved row's own kind). */
const firstOf = <T>(column: (d: SavableDirectory) => SQL | AnyPgColumn) =>
  sql<T>`coalesce(${sql.join(savableDirectories().map(column), sql`, `)})`;

/** The viewer's Saved list (or one kind of it), newest save first, one keyset page at a time. */
export async function listSaved(
  { db, storage }: Pick<AppContext, "db" | "storage">,
  input: { viewer: Viewer; cursor?: string; limit: number; kind?: SavedKind },
): Promise<{ items: SavedItem[]; nextCursor: string | null }> {
  let query = db
    .select({
      kind: savedItems.kind,
      id: savedItems.itemId,
      savedTitle: savedItems.title,
      citySlug: cities.slug,
      locale: cities.locale,
      currency: cities.currency,
      savedAt: savedItems.createdAt,
      cursor: cursorColumn(savedItems.createdAt),
      // The saved row's own entry; null once it was deleted.
      entryId: firstOf<string | null>((d) => sql`${d.table.id}::text`),
      title: firstOf<string | null>((d) => titleColumn(d)),
      // As each directory's config says its card is read; null where it has no price or status.
      priceCents: firstOf<string | null>((d) => d.saved.card.priceCents ?? sql`null::bigint`),
      status: firstOf<string | null>((d) => d.saved.card.status ?? sql`null::text`),
      thumbnailKey: firstOf<string | null>((d) => thumbnailColumn(d)),
      remindOn: savedItems.remindOn,
      ...bookmarkColumns(input.viewer),
    })
    .from(savedItems)
    .innerJoin(cities, eq(cities.id, savedItems.cityId))
    .$dynamic();
  // Each directory joined on its own kind: only the row's own table matches.
  for (const d of savableDirectories()) {
    query = query.leftJoin(
      d.table,
      and(eq(savedItems.kind, d.saved.as), eq(d.table.id, savedItems.itemId)),
    );
  }
  query = query.leftJoin(posts, bookmarkJoins.posts).leftJoin(events, bookmarkJoins.events);
  const rows = await query
    .where(
      and(
        eq(savedItems.userId, input.viewer.id),
        input.kind ? eq(savedItems.kind, input.kind) : undefined,
        input.cursor ? olderThan(savedItems.createdAt, savedItems.itemId, input.cursor) : undefined,
      ),
    )
    .orderBy(desc(savedItems.createdAt), desc(savedItems.itemId))
    .limit(input.limit + 1);
  const { page, nextCursor } = keysetPage(rows, input.limit);
  return {
    items: page.map((row) => {
      const common = {
        kind: row.kind,
        id: row.id,
        citySlug: row.citySlug,
        locale: row.locale,
        currency: row.currency,
        savedAt: new Date(row.savedAt).toISOString(),
        remindOn: row.remindOn,
      };
      const bookmark = bookmarkState(row);
      if (bookmark && (row.kind === "post" || row.kind === "event")) {
        const thumbnail = bookmark.state === "available" ? row.eventThumbnailKey : null;
        return {
          ...common,
          ...bookmark,
          path: bookmarkPath(row.kind, encodeURIComponent(row.citySlug), row.id),
          price: null,
          thumbnailUrl: thumbnail ? storage.publicUrl(thumbnail) : null,
        };
      }
      const directory = savableDirectories().find((d) => d.saved.as === row.kind);
      const sold = directory?.saved.sold ?? [];
      const state: SavedState =
        row.entryId === null
          ? "removed"
          : row.status !== null && sold.includes(row.status)
            ? "sold"
            : "available";
      return {
        ...common,
        path:
          directory?.pagePath(encodeURIComponent(row.citySlug), encodeURIComponent(row.id)) ?? "",
        title: row.title ?? row.savedTitle,
        price: row.priceCents === null ? null : fromCents(Number(row.priceCents)),
        thumbnailUrl: row.thumbnailKey ? storage.publicUrl(row.thumbnailKey) : null,
        state,
      };
    }),
    nextCursor,
  };
}
