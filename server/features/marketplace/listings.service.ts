import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import { fromCents, toCents } from "../../../contracts/listing-parts.ts";
import {
  type CreateListing,
  type Listing,
  type ListingCard,
  type ListingListQuery,
  type ListingStatus,
  marketplaceMessages,
  type UpdateListing,
} from "../../../contracts/marketplace.ts";
import type { Db } from "../../db/client.ts";
import { matchesKeyword } from "../../db/full-text.ts";
import {
  cursorColumn,
  decodeCursor,
  keysetPage,
  olderThanPlaceholders,
} from "../../db/keyset-cursor.ts";
import { optional, preparedOnce } from "../../db/prepared.ts";
import { cities, marketplaceItems, profiles } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { justWritten, notFound } from "../../platform/http/errors.ts";
import type { Viewer } from "../../session/session.ts";
import { type CityRow, findCity } from "../communities/cities.service.ts";
import { canModerate } from "../communities/membership.policy.ts";
import {
  ownerColumns,
  ownerContactColumns,
  presentContact,
  presentOwner,
} from "../directories/entry-owner.ts";
import { canDelete, moderatesCity } from "../moderation/moderation.policy.ts";
import { keepRemovedTitles, savedByViewer } from "../saved/saved.service.ts";
import { editPhotos } from "../uploads/edit-photos.ts";
import { photoFiles, presentPhotos, storePhotos } from "../uploads/photo-set.ts";
import { deleteStoredImage } from "../uploads/store-image.ts";

export type ListingRow = typeof marketplaceItems.$inferSelect;
type Context = Pick<AppContext, "db" | "storage">;

const excerptLength = 200;

/**
 * The list query. Without a keyword it is prepared once per variant (first page
 * or after a cursor), its filters as placeholders that may be null: one plan,
 * which walks the city's (city_id, created_at, id) index newest first. A
 * keyword is planned every time, so PostgreSQL can choose the GIN index for a
 * rare word.
 */
function buildListQuery(db: Db, options: { older: boolean; keyword: boolean }) {
  const m = marketplaceItems;
  return db
    .select({
      id: m.id,
      userId: m.userId,
      title: m.title,
      excerpt: sql<string>`left(${m.description}, ${sql.raw(String(excerptLength))})`,
      priceCents: m.priceCents,
      category: m.category,
      condition: m.condition,
      status: m.status,
      thumbnailKey: sql<string | null>`${m.photos} -> 0 ->> 'thumbnailKey'`,
      createdAt: m.createdAt,
      cursor: cursorColumn(m.createdAt),
      ownerName: profiles.username,
      ownerAvatarUrl: profiles.avatarUrl,
    })
    .from(m)
    .leftJoin(profiles, eq(profiles.id, m.userId))
    .where(
      and(
        // The city by its slug in the same statement: one round trip per page.
        eq(
          m.cityId,
          sql`(select ${cities.id} from ${cities} where ${cities.slug} = ${sql.placeholder("citySlug")})`,
        ),
        optional("category", "text", (value) => eq(m.category, value)),
        optional("condition", "text", (value) => eq(m.condition, value)),
        optional("status", "text", (value) => eq(m.status, value)),
        optional("minCents", "bigint", (value) => gte(m.priceCents, value)),
        optional("maxCents", "bigint", (value) => lte(m.priceCents, value)),
        options.keyword ? matchesKeyword(m.search, sql.placeholder("q")) : undefined,
        options.older ? olderThanPlaceholders(m.createdAt, m.id) : undefined,
      ),
    )
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(sql.placeholder("limit"));
}

/** Every table a list page reads: a write to any of them changes some page. */
export const listPageTables = ["marketplace_items", "profiles", "cities"];

/**
 * One page of a city's marketplace, newest first, with the filters of the list
 * page (all optional: "Any" sends nothing) and a keyword over title and
 * description. Keyset paging on (created_at, id), never OFFSET.
 */
export async function listListings(
  { db, storage }: Context,
  input: { citySlug: string; query: ListingListQuery },
): Promise<{ items: ListingCard[]; nextCursor: string | null }> {
  const { query } = input;
  const citySlug = input.citySlug.toLowerCase();
  const position = query.cursor ? decodeCursor(query.cursor) : null;
  const variant = { older: position !== null, keyword: Boolean(query.q) };
  const statement = variant.keyword
    ? buildListQuery(db, variant)
    : preparedOnce(db, `listings_${variant.older ? "older" : "first"}`, () =>
        buildListQuery(db, variant).prepare(`listings_${variant.older ? "older" : "first"}`),
      );
  const rows = await statement.execute({
    citySlug,
    category: query.category ?? null,
    condition: query.condition ?? null,
    status: query.status ?? null,
    minCents: query.minPrice === undefined ? null : toCents(query.minPrice),
    maxCents: query.maxPrice === undefined ? null : toCents(query.maxPrice),
    q: query.q,
    micros: position?.micros,
    cursorId: position?.id,
    limit: query.limit + 1,
  });
  // No rows: an unknown city is a 404 "City not found", a known one an empty page.
  if (rows.length === 0) await findCity(db, citySlug);
  const { page, nextCursor } = keysetPage(rows, query.limit);
  return {
    items: page.map((row) => ({
      id: row.id,
      citySlug,
      title: row.title,
      excerpt: row.excerpt,
      price: fromCents(row.priceCents),
      category: row.category,
      condition: row.condition,
      status: row.status,
      thumbnailUrl: row.thumbnailKey ? storage.publicUrl(row.thumbnailKey) : null,
      seller: presentOwner(row),
      createdAt: new Date(row.createdAt).toISOString(),
    })),
    nextCursor,
  };
}

/** The listing row, for policy checks; 404 "Item not found." when there is none. */
export async function findListing(db: Db, id: string): Promise<ListingRow> {
  const [row] = await db.select().from(marketplaceItems).where(eq(marketplaceItems.id, id));
  if (!row) throw notFound(marketplaceMessages.notFound);
  return row;
}

/** The detail page: contact details only for a signed-in viewer (decision 9). */
export async function getListing(
  { db, storage }: Context,
  input: { id: string; viewer: Viewer | null },
): Promise<Listing> {
  const { viewer } = input;
  const m = marketplaceItems;
  const [row] = await db
    .select({
      item: m,
      citySlug: cities.slug,
      cityName: cities.name,
      saved: savedByViewer("listing", m.id, viewer),
      moderates: moderatesCity(viewer, cities.id),
      ...ownerColumns(m.userId),
      ...ownerContactColumns(m.userId),
    })
    .from(m)
    .innerJoin(cities, eq(cities.id, m.cityId))
    .where(eq(m.id, input.id));
  if (!row) throw notFound(marketplaceMessages.notFound);
  const { item } = row;
  return {
    id: item.id,
    citySlug: row.citySlug,
    cityName: row.cityName,
    title: item.title,
    description: item.description,
    price: fromCents(item.priceCents),
    category: item.category,
    condition: item.condition,
    status: item.status,
    photos: presentPhotos(storage, item.photos),
    seller: presentOwner({ ...row, userId: item.userId }),
    contact: presentContact(viewer !== null, { email: row.ownerEmail, phone: row.ownerPhone }),
    createdAt: new Date(item.createdAt).toISOString(),
    updatedAt: new Date(item.updatedAt).toISOString(),
    saved: Boolean(row.saved),
    canEdit: viewer !== null && canModerate(viewer, item.userId),
    canDelete: canDelete(viewer, item.userId, row.moderates),
  };
}

/**
 * Lists an item for sale with up to 8 photos: the photos are stored first and
 * removed again if the row cannot be written, so there is never a listing with
 * missing photos nor a photo without its listing.
 */
export async function createListing(
  context: Context,
  input: { city: CityRow; viewer: Viewer; data: CreateListing; files: Buffer[] },
): Promise<Listing> {
  const { db, storage } = context;
  const { city, viewer, data } = input;
  const photos = await storePhotos(storage, input.files, "listing");
  let inserted: { id: string } | undefined;
  try {
    [inserted] = await db
      .insert(marketplaceItems)
      .values({
        cityId: city.id,
        userId: viewer.id,
        title: data.title,
        description: data.description,
        category: data.category,
        condition: data.condition,
        priceCents: toCents(data.price),
        photos,
      })
      .returning({ id: marketplaceItems.id });
  } catch (error) {
    await deleteStoredImage(storage, photoFiles(photos));
    throw error;
  }
  const { id } = justWritten(inserted, "the new listing");
  return getListing(context, { id, viewer });
}

/** Edits what was sent; photos are reordered, removed and added as `photoOrder` says. */
export async function updateListing(
  context: Context,
  input: { listing: ListingRow; viewer: Viewer; data: UpdateListing; files: Buffer[] },
): Promise<Listing> {
  const { listing, viewer, data } = input;
  const { photoOrder, price, ...fields } = data;
  await editPhotos(context, {
    id: listing.id,
    current: listing.photos,
    edit: { order: photoOrder, files: input.files, purpose: "listing" },
    lockPhotos: async (tx, id) => {
      const [row] = await tx
        .select({ photos: marketplaceItems.photos })
        .from(marketplaceItems)
        .where(eq(marketplaceItems.id, id))
        .for("update");
      if (!row) throw notFound(marketplaceMessages.notFound);
      return row.photos;
    },
    write: async (tx, photos) => {
      await tx
        .update(marketplaceItems)
        .set({
          ...fields,
          ...(price !== undefined ? { priceCents: toCents(price) } : {}),
          ...(photos ? { photos } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(marketplaceItems.id, listing.id));
    },
  });
  return getListing(context, { id: listing.id, viewer });
}

/** Available or sold (the owner's Mark as sold, and back). */
export async function setListingStatus(
  context: Context,
  input: { listing: ListingRow; viewer: Viewer; status: ListingStatus },
): Promise<Listing> {
  await context.db
    .update(marketplaceItems)
    .set({ status: input.status, updatedAt: sql`now()` })
    .where(eq(marketplaceItems.id, input.listing.id));
  return getListing(context, { id: input.listing.id, viewer: input.viewer });
}

/**
 * Deletes a listing: the row (saved lists keep its title and say it was
 * removed) in one transaction, then its photos once that has committed.
 */
export async function deleteListing(
  { db, storage }: Context,
  input: { listing: ListingRow },
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(marketplaceItems)
      .where(eq(marketplaceItems.id, input.listing.id))
      .returning({ title: marketplaceItems.title, photos: marketplaceItems.photos });
    if (!row) return null;
    await keepRemovedTitles(tx, [{ kind: "listing", id: input.listing.id, title: row.title }]);
    return row;
  });
  if (removed) await deleteStoredImage(storage, photoFiles(removed.photos));
}
