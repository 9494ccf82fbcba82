import { and, desc, eq, sql } from "drizzle-orm";
import { fromCents } from "../../../contracts/listing-parts.ts";
import type { SavedItem, SavedKind, SavedState } from "../../../contracts/saved.ts";
import type { Db } from "../../db/client.ts";
import { cursorColumn, keysetPage, olderThan } from "../../db/keyset-cursor.ts";
import { cities, marketplaceItems, propertyListings, savedItems } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import type { Viewer } from "../../session/session.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

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

/** `exists (...)`: whether the viewer saved this item; false for visitors. */
export function savedByViewer(kind: SavedKind, itemId: unknown, viewer: Viewer | null) {
  if (!viewer) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${savedItems} s where s.user_id = ${viewer.id}
    and s.kind = ${kind} and s.item_id = ${itemId})`;
}

/**
 * Called in the transaction that deletes items: the saved rows keep the title
 * the items had at the end, so the Saved lists can say what was removed.
 */
export async function keepRemovedTitles(
  tx: Tx | Db,
  removed: { kind: SavedKind; id: string; title: string }[],
): Promise<void> {
  for (const item of removed) {
    await tx
      .update(savedItems)
      .set({ title: item.title })
      .where(and(eq(savedItems.kind, item.kind), eq(savedItems.itemId, item.id)));
  }
}

const soldStatuses = new Set(["sold", "rented"]);

/** The viewer's Saved list, newest save first, one keyset page at a time. */
export async function listSaved(
  { db, storage }: Pick<AppContext, "db" | "storage">,
  input: { viewer: Viewer; cursor?: string; limit: number },
): Promise<{ items: SavedItem[]; nextCursor: string | null }> {
  const listing = sql`${savedItems.kind} = 'listing' and ${marketplaceItems.id} = ${savedItems.itemId}`;
  const property = sql`${savedItems.kind} = 'property' and ${propertyListings.id} = ${savedItems.itemId}`;
  const rows = await db
    .select({
      kind: savedItems.kind,
      id: savedItems.itemId,
      savedTitle: savedItems.title,
      citySlug: cities.slug,
      savedAt: savedItems.createdAt,
      cursor: cursorColumn(savedItems.createdAt),
      title: sql<string | null>`coalesce(${marketplaceItems.title}, ${propertyListings.title})`,
      priceCents: sql<
        string | null
      >`coalesce(${marketplaceItems.priceCents}, ${propertyListings.priceCents})`,
      status: sql<string | null>`coalesce(${marketplaceItems.status}, ${propertyListings.status})`,
      thumbnailKey: sql<
        string | null
      >`coalesce(${marketplaceItems.photos}, ${propertyListings.photos}) -> 0 ->> 'thumbnailKey'`,
    })
    .from(savedItems)
    .innerJoin(cities, eq(cities.id, savedItems.cityId))
    .leftJoin(marketplaceItems, listing)
    .leftJoin(propertyListings, property)
    .where(
      and(
        eq(savedItems.userId, input.viewer.id),
        input.cursor ? olderThan(savedItems.createdAt, savedItems.itemId, input.cursor) : undefined,
      ),
    )
    .orderBy(desc(savedItems.createdAt), desc(savedItems.itemId))
    .limit(input.limit + 1);
  const { page, nextCursor } = keysetPage(rows, input.limit);
  return {
    items: page.map((row) => {
      const state: SavedState =
        row.status === null ? "removed" : soldStatuses.has(row.status) ? "sold" : "available";
      return {
        kind: row.kind,
        id: row.id,
        citySlug: row.citySlug,
        title: row.title ?? row.savedTitle,
        price: row.priceCents === null ? null : fromCents(Number(row.priceCents)),
        thumbnailUrl: row.thumbnailKey ? storage.publicUrl(row.thumbnailKey) : null,
        state,
        savedAt: new Date(row.savedAt).toISOString(),
      };
    }),
    nextCursor,
  };
}
