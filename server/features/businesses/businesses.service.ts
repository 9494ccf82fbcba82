import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Business, BusinessCard, PriceRange } from "../../../contracts/business-parts.ts";
import type { Db } from "../../db/client.ts";
import { matchesKeyword } from "../../db/full-text.ts";
import { decodeNameCursor, encodeNameCursor } from "../../db/keyset-cursor.ts";
import { optional, preparedOnce } from "../../db/prepared.ts";
import { cities, type restaurants } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { justWritten, notFound } from "../../platform/http/errors.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import type { Viewer } from "../../session/session.ts";
import { type CityRow, findCity } from "../communities/cities.service.ts";
import { canModerate } from "../communities/membership.policy.ts";
import { ownerColumns, presentOwner } from "../directories/entry-owner.ts";
import { canDelete, moderatesCity } from "../moderation/moderation.policy.ts";
import { deleteStoredImage, storeImage } from "../uploads/store-image.ts";

// Restaurants (feature "dining") and shops (feature "shopping") are the same
// shape (decision 027): one service, given the table and its words.

/**
 * Both tables come from businessColumns() (server/db/schema/business-columns.ts)
 * with the same column keys, so the shops table is read through this type too.
 */
export type BusinessTable = typeof restaurants;
export type BusinessRow = BusinessTable["$inferSelect"];

export interface Directory {
  table: BusinessTable;
  /** Names the prepared statements: "restaurants", "shops". */
  name: string;
  purpose: "restaurant" | "shop";
  notFound: string;
}

/** What create and edit write; `kind` is the cuisine or category, `hours` as shown. */
export interface BusinessFields {
  name: string;
  description: string;
  kind: string;
  priceRange: PriceRange;
  address: string;
  phone: string;
  hours: string;
  website: string;
}

type Context = Pick<AppContext, "db" | "storage">;
const fileUrl = (storage: Storage, key: string | null) => (key ? storage.publicUrl(key) : null);

/**
 * The list, A to Z. Without a keyword it is prepared once per table and variant
 * (first page or after a cursor), its filters as placeholders that may be null;
 * a keyword is planned every time so PostgreSQL may choose the GIN index.
 */
function buildListQuery(db: Db, t: BusinessTable, options: { after: boolean; keyword: boolean }) {
  return db
    .select({
      id: t.id,
      name: t.name,
      kind: t.kind,
      priceRange: t.priceRange,
      address: t.address,
      thumbnailKey: t.thumbnailKey,
    })
    .from(t)
    .where(
      and(
        eq(
          t.cityId,
          sql`(select ${cities.id} from ${cities} where ${cities.slug} = ${sql.placeholder("citySlug")})`,
        ),
        optional("kind", "text", (value) => sql`lower(${t.kind}) = lower(${value})`),
        optional("priceRange", "text", (value) => eq(t.priceRange, value)),
        options.keyword ? matchesKeyword(t.search, sql.placeholder("q")) : undefined,
        options.after
          ? sql`(${t.name}, ${t.id}) > (${sql.placeholder("cursorName")}::text, ${sql.placeholder("cursorId")}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(t.name), asc(t.id))
    .limit(sql.placeholder("limit"));
}

export async function listBusinesses(
  { db, storage }: Context,
  directory: Directory,
  input: {
    citySlug: string;
    query: { q?: string; kind?: string; priceRange?: PriceRange; cursor?: string; limit: number };
  },
): Promise<{ items: BusinessCard[]; nextCursor: string | null }> {
  const { query } = input;
  const citySlug = input.citySlug.toLowerCase();
  const position = query.cursor ? decodeNameCursor(query.cursor) : null;
  const variant = { after: position !== null, keyword: Boolean(query.q) };
  const name = `${directory.name}_${variant.after ? "after" : "first"}`;
  const statement = variant.keyword
    ? buildListQuery(db, directory.table, variant)
    : preparedOnce(db, name, () => buildListQuery(db, directory.table, variant).prepare(name));
  const rows = await statement.execute({
    citySlug,
    kind: query.kind || null,
    priceRange: query.priceRange ?? null,
    q: query.q,
    cursorName: position?.name,
    cursorId: position?.id,
    limit: query.limit + 1,
  });
  // No rows: an unknown city is a 404 "City not found", a known one an empty page.
  if (rows.length === 0) await findCity(db, citySlug);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      citySlug,
      name: row.name,
      kind: row.kind,
      priceRange: row.priceRange,
      address: row.address,
      thumbnailUrl: fileUrl(storage, row.thumbnailKey),
    })),
    nextCursor: rows.length > query.limit && last ? encodeNameCursor(last.name, last.id) : null,
  };
}

/** The city's newest few (the community profile's preview card, decision 23). */
export async function latestBusinesses(
  { db, storage }: Context,
  directory: Directory,
  input: { citySlug: string; limit: number },
): Promise<BusinessCard[]> {
  const t = directory.table;
  const city = await findCity(db, input.citySlug);
  const rows = await db
    .select()
    .from(t)
    .where(eq(t.cityId, city.id))
    .orderBy(desc(t.createdAt))
    .limit(input.limit);
  return rows.map((row) => ({
    id: row.id,
    citySlug: city.slug,
    name: row.name,
    kind: row.kind,
    priceRange: row.priceRange,
    address: row.address,
    thumbnailUrl: fileUrl(storage, row.thumbnailKey),
  }));
}

/** The row, for policy checks; 404 with the directory's "… not found." otherwise. */
export async function findBusiness(db: Db, directory: Directory, id: string): Promise<BusinessRow> {
  const t = directory.table;
  const [row] = await db.select().from(t).where(eq(t.id, id));
  if (!row) throw notFound(directory.notFound);
  return row;
}

export async function getBusiness(
  { db, storage }: Context,
  directory: Directory,
  input: { id: string; viewer: Viewer | null },
): Promise<Business> {
  const t = directory.table;
  const [row] = await db
    .select({
      item: t,
      citySlug: cities.slug,
      cityName: cities.name,
      moderates: moderatesCity(input.viewer, cities.id),
      ...ownerColumns(t.userId),
    })
    .from(t)
    .innerJoin(cities, eq(cities.id, t.cityId))
    .where(eq(t.id, input.id));
  if (!row) throw notFound(directory.notFound);
  const { item } = row;
  return {
    id: item.id,
    citySlug: row.citySlug,
    cityName: row.cityName,
    name: item.name,
    kind: item.kind,
    priceRange: item.priceRange,
    description: item.description,
    address: item.address,
    phone: item.phone,
    hours: item.hours,
    website: item.website,
    thumbnailUrl: fileUrl(storage, item.thumbnailKey),
    photoUrl: fileUrl(storage, item.imageKey),
    owner: presentOwner({ ...row, userId: item.userId }),
    createdAt: new Date(item.createdAt).toISOString(),
    updatedAt: new Date(item.updatedAt).toISOString(),
    canEdit: input.viewer !== null && canModerate(input.viewer, item.userId),
    canDelete: canDelete(input.viewer, item.userId, row.moderates),
  };
}

/** Stores the photo first and removes it again if `write` fails: never half there. */
async function withStoredPhoto<T>(
  storage: Storage,
  purpose: Directory["purpose"],
  image: Buffer | undefined,
  write: (photo: { imageKey: string; thumbnailKey: string } | null) => Promise<T>,
): Promise<T> {
  const stored = image ? await storeImage(storage, image, { purpose }) : null;
  try {
    return await write(stored ? { imageKey: stored.key, thumbnailKey: stored.thumbnailKey } : null);
  } catch (error) {
    if (stored) await deleteStoredImage(storage, [stored.key, stored.thumbnailKey]);
    throw error;
  }
}

/** A new restaurant or shop with its one photo (the route has checked it was sent). */
export async function createBusiness(
  context: Context,
  directory: Directory,
  input: { city: CityRow; viewer: Viewer; fields: BusinessFields; image: Buffer },
): Promise<Business> {
  const t = directory.table;
  const id = await withStoredPhoto(
    context.storage,
    directory.purpose,
    input.image,
    async (photo) => {
      const [inserted] = await context.db
        .insert(t)
        .values({ ...input.fields, ...photo, cityId: input.city.id, userId: input.viewer.id })
        .returning({ id: t.id });
      return justWritten(inserted, `the new ${directory.purpose}`).id;
    },
  );
  return getBusiness(context, directory, { id, viewer: input.viewer });
}

/** The owner's (or an admin's) changes; a new photo replaces the old, removed after commit. */
export async function updateBusiness(
  context: Context,
  directory: Directory,
  input: { row: BusinessRow; viewer: Viewer; fields: BusinessFields; image?: Buffer },
): Promise<Business> {
  const t = directory.table;
  const { row } = input;
  const replaced = await withStoredPhoto(
    context.storage,
    directory.purpose,
    input.image,
    async (photo) => {
      const [updated] = await context.db
        .update(t)
        .set({ ...input.fields, ...(photo ?? {}), updatedAt: sql`now()` })
        .where(eq(t.id, row.id))
        .returning({ id: t.id });
      if (!updated) throw notFound(directory.notFound);
      return photo !== null;
    },
  );
  if (replaced) await deleteStoredImage(context.storage, photoKeys(row));
  return getBusiness(context, directory, { id: row.id, viewer: input.viewer });
}

const photoKeys = (row: Pick<BusinessRow, "imageKey" | "thumbnailKey">) =>
  [row.imageKey, row.thumbnailKey].filter((key): key is string => Boolean(key));

/** Deletes the row, then its photo once that has committed. */
export async function deleteBusiness(
  { db, storage }: Context,
  directory: Directory,
  input: { row: BusinessRow },
): Promise<void> {
  const t = directory.table;
  const [removed] = await db
    .delete(t)
    .where(eq(t.id, input.row.id))
    .returning({ imageKey: t.imageKey, thumbnailKey: t.thumbnailKey });
  if (removed) await deleteStoredImage(storage, photoKeys(removed));
}
