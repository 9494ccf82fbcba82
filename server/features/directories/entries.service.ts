import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cities } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { justWritten, notFound } from "../../platform/http/errors.ts";
import { deleteStoredImage } from "../../platform/storage/store-image.ts";
import type { Actor } from "../../policies/actor.ts";
import { abilities } from "../../policies/can.ts";
import type { Viewer } from "../../session/session.ts";
import { type CityRow, findCity } from "../communities/cities.service.ts";
import { type Directory, type EntryRow, titleColumn } from "./directory.ts";
import { ownerColumns, ownerContactColumns, presentContact, presentOwner } from "./entry-owner.ts";
import { type ListQuery, readListPage } from "./list-query.ts";
import { filesOf, photoColumnsOf, withNewPhotos, writeWithPhotos } from "./photos.ts";
import { keepSavedTitle, savedByViewer } from "./saved-marks.ts";

// Reads and writes of any directory's entries, from its table and columns
// (directory.ts). A write owns its statement or transaction; files go after commits.

type Context = Pick<AppContext, "db" | "storage">;

/** The subject the entry policy judges (server/policies/directory-entries.ts). */
export const entrySubject = (row: Pick<EntryRow, "userId" | "cityId">) =>
  ({ kind: "entry", ownerId: row.userId, cityId: row.cityId }) as const;

/** One page of a city's entries; an unknown city is a 404 "City not found". */
export async function listEntries(
  { db, storage }: Context,
  d: Directory,
  input: { citySlug: string; query: ListQuery },
): Promise<{ items: unknown[]; nextCursor: string | null }> {
  const citySlug = input.citySlug.toLowerCase();
  const { rows, nextCursor } = await readListPage(db, d, { citySlug, query: input.query });
  // No rows: an unknown city is a 404, a known one an empty page. Rows bring the city's
  // locale and currency, which write the prices.
  const first = rows[0];
  if (!first) {
    await findCity(db, citySlug);
    return { items: [], nextCursor: null };
  }
  const { cityLocale: locale, cityCurrency: currency } = first;
  return {
    items: rows.map((row) => d.presentCard(row, { storage, citySlug, locale, currency })),
    nextCursor,
  };
}

/** The city's newest few (the community profile's preview card, decision 23). */
export async function latestEntries(
  { db, storage }: Context,
  d: Directory,
  input: { citySlug: string; limit: number },
): Promise<unknown[]> {
  const t = d.table;
  const city = await findCity(db, input.citySlug);
  const rows = await db
    .select({ ...d.cardColumns, id: t.id })
    .from(t)
    .where(eq(t.cityId, city.id))
    .orderBy(desc(t.createdAt))
    .limit(input.limit);
  const { slug: citySlug, locale, currency } = city;
  return rows.map((row) => d.presentCard(row, { storage, citySlug, locale, currency }));
}

/** The row, for the policy; 404 with the directory's "… not found." otherwise. */
export async function findEntry(db: Db, d: Directory, id: string): Promise<EntryRow> {
  const [row] = await db.select().from(d.table).where(eq(d.table.id, id));
  if (!row) throw notFound(d.messages.notFound);
  return row as EntryRow;
}

/** The detail page, with what the viewer may do; contact details only when signed in. */
export async function getEntry(
  { db, storage }: Context,
  d: Directory,
  input: { id: string; viewer: Viewer | null; actor: Actor },
): Promise<unknown> {
  const { viewer, actor } = input;
  const t = d.table;
  const [found] = await db
    .select({
      item: t,
      citySlug: cities.slug,
      cityName: cities.name,
      locale: cities.locale,
      currency: cities.currency,
      saved: d.saved ? savedByViewer(d.saved.as, t.id, viewer) : sql<boolean>`false`,
      ...ownerColumns(t.userId),
      ...(d.showsContact ? ownerContactColumns(t.userId) : {}),
    })
    .from(t)
    .innerJoin(cities, eq(cities.id, t.cityId))
    .where(eq(t.id, input.id));
  if (!found) throw notFound(d.messages.notFound);
  const row = found as typeof found & { item: EntryRow; ownerEmail?: string; ownerPhone?: string };
  const item = row.item;
  const signedIn = viewer !== null;
  return d.presentDetail(item, {
    storage,
    citySlug: row.citySlug,
    cityName: row.cityName,
    locale: row.locale,
    currency: row.currency,
    owner: presentOwner({ ...row, userId: item.userId }),
    ownerContact: signedIn
      ? { email: row.ownerEmail ?? null, phone: row.ownerPhone ?? null }
      : null,
    contact: (own) => presentContact(signedIn, own),
    saved: Boolean(row.saved),
    ...abilities(actor, entrySubject(item), ["edit", "delete"]),
  });
}

/** A new entry with its photos (stored first, removed again if the row cannot be written). */
export async function createEntry(
  context: Context,
  d: Directory,
  input: { city: CityRow; viewer: Viewer; actor: Actor; data: unknown; files: Buffer[] },
): Promise<unknown> {
  const t = d.table;
  const id = await withNewPhotos(context.storage, d, input.files, async (photos) => {
    const [inserted] = await context.db
      .insert(t)
      .values({
        ...d.columnsOnCreate(input.data),
        ...photos,
        cityId: input.city.id,
        userId: input.viewer.id,
      } as never)
      .returning({ id: t.id });
    return justWritten(inserted as { id: string } | undefined, `the new ${d.kind}`).id;
  });
  return getEntry(context, d, { id, viewer: input.viewer, actor: input.actor });
}

/** The owner's (or an admin's) changes: what was sent, and the photos as the edit says. */
export async function updateEntry(
  context: Context,
  d: Directory,
  input: { row: EntryRow; viewer: Viewer; actor: Actor; data: unknown; files: Buffer[] },
): Promise<unknown> {
  const t = d.table;
  const { row } = input;
  await writeWithPhotos(context, d, {
    row,
    order: d.photoOrder?.(input.data),
    files: input.files,
    write: async (db, photos) => {
      const [updated] = await db
        .update(t)
        .set({ ...d.columnsOnUpdate(input.data), ...photos, updatedAt: sql`now()` } as never)
        .where(eq(t.id, row.id))
        .returning({ id: t.id });
      if (!updated) throw notFound(d.messages.notFound);
    },
  });
  return getEntry(context, d, { id: row.id, viewer: input.viewer, actor: input.actor });
}

/** A status the directory allows (sold, and back; under offer, rented ...). */
export async function setEntryStatus(
  context: Context,
  d: Directory,
  input: { row: EntryRow; viewer: Viewer; actor: Actor; status: string },
): Promise<unknown> {
  const t = d.table as Directory["table"] & { status: never };
  await context.db
    .update(t)
    .set({ status: input.status, updatedAt: sql`now()` } as never)
    .where(eq(t.id, input.row.id));
  return getEntry(context, d, { id: input.row.id, viewer: input.viewer, actor: input.actor });
}

/**
 * Deletes the row in one transaction (saved lists keep its title and say it was
 * removed), then its photos once that has committed.
 */
export async function deleteEntry(
  { db, storage }: Context,
  d: Directory,
  input: { row: Pick<EntryRow, "id"> },
): Promise<void> {
  const t = d.table;
  const removed = await db.transaction(async (tx) => {
    const [row] = (await tx
      .delete(t)
      .where(eq(t.id, input.row.id))
      .returning({ title: titleColumn(d), ...photoColumnsOf(d) })) as Record<string, unknown>[];
    if (!row) return null;
    if (d.saved) {
      await keepSavedTitle(tx, { kind: d.saved.as, id: input.row.id, title: String(row.title) });
    }
    return row;
  });
  if (removed) await deleteStoredImage(storage, filesOf(d, removed));
}
