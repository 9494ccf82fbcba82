import { and, desc, eq } from "drizzle-orm";
import type { AdminEntryRow } from "../../../contracts/listing-parts.ts";
import type { Db } from "../../db/client.ts";
import { matchesKeyword } from "../../db/full-text.ts";
import { cursorColumn, keysetPage, olderThan } from "../../db/keyset-cursor.ts";
import { cities } from "../../db/schema.ts";
import { findCity } from "../communities/cities.service.ts";
import { type Directory, titleColumn } from "../directories/directory.ts";
import { ownerColumns, presentOwner } from "../directories/entry-owner.ts";

type Listed = {
  id: string;
  title: string;
  kind: string;
  citySlug: string;
  cityName: string;
  userId: string;
  createdAt: Date;
  cursor: string;
  ownerName: string | null;
  ownerAvatarUrl: string | null;
};

/** A directory with a tab on the dashboard (the registry says which). */
export type AdminTabDirectory = Directory & { adminTab: NonNullable<Directory["adminTab"]> };

/**
 * Every entry of a directory (marketplace items, properties) of every city, or of one (404 for an
 * unknown one), newest first, optionally matching a keyword (title and
 * description), one keyset page at a time.
 */
export async function listAllListings(
  db: Db,
  input: { tab: AdminTabDirectory; city?: string; q?: string; cursor?: string; limit: number },
): Promise<{ items: AdminEntryRow[]; nextCursor: string | null }> {
  const { table } = input.tab;
  const kind = input.tab.adminTab.kindColumn;
  const city = input.city ? await findCity(db, input.city) : null;
  const rows = await db
    .select({
      id: table.id,
      title: titleColumn(input.tab),
      kind,
      citySlug: cities.slug,
      cityName: cities.name,
      userId: table.userId,
      createdAt: table.createdAt,
      cursor: cursorColumn(table.createdAt),
      ...ownerColumns(table.userId),
    })
    .from(table)
    .innerJoin(cities, eq(cities.id, table.cityId))
    .where(
      and(
        city ? eq(table.cityId, city.id) : undefined,
        input.q ? matchesKeyword(table.search, input.q) : undefined,
        input.cursor ? olderThan(table.createdAt, table.id, input.cursor) : undefined,
      ),
    )
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(input.limit + 1);
  // The registry's tables are typed loosely; these columns hold text, uuids and timestamps.
  const { page, nextCursor } = keysetPage(rows as Listed[], input.limit);
  return {
    items: page.map((row) => ({
      id: row.id,
      title: row.title,
      kind: row.kind,
      city: { slug: row.citySlug, name: row.cityName },
      owner: presentOwner(row),
      createdAt: new Date(row.createdAt).toISOString(),
    })),
    nextCursor,
  };
}
