import { and, eq, sql } from "drizzle-orm";
import type { SavedKind } from "../../../contracts/saved.ts";
import type { Db, Tx } from "../../db/client.ts";
import { savedItems } from "../../db/schema.ts";
import type { Viewer } from "../../session/session.ts";

// What an entry's own reads and deletes do to the saved_items table (decision 22). It
// lives here, not in server/features/saved, so directories never import saved: saved
// imports the directories' registry, and a two-way import would tie the two together.

/** `exists (...)`: whether the viewer saved this entry; false for visitors. */
export function savedByViewer(kind: SavedKind, itemId: unknown, viewer: Viewer | null) {
  if (!viewer) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${savedItems} s where s.user_id = ${viewer.id}
    and s.kind = ${kind} and s.item_id = ${itemId})`;
}

/**
 * Called in the transaction that deletes entries: the saved rows keep the title
 * the entries had at the end, so the Saved lists can say what was removed.
 */
export async function keepSavedTitles(
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

export const keepSavedTitle = (
  tx: Tx | Db,
  removed: { kind: SavedKind; id: string; title: string },
) => keepSavedTitles(tx, [removed]);
