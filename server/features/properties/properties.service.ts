import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { z } from "zod";
import { fromCents, toCents } from "../../../contracts/listing-parts.ts";
import {
  type createPropertySchema,
  initialPropertyStatus,
  type Property,
  type PropertyCard,
  type PropertyListQuery,
  type PropertyStatus,
  propertyMessages,
  type updatePropertySchema,
} from "../../../contracts/properties.ts";
import type { Db } from "../../db/client.ts";
import { matchesKeyword } from "../../db/full-text.ts";
import {
  cursorColumn,
  decodeCursor,
  keysetPage,
  olderThanPlaceholders,
} from "../../db/keyset-cursor.ts";
import { optional, preparedOnce } from "../../db/prepared.ts";
import { cities, propertyListings } from "../../db/schema.ts";
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

export type PropertyRow = typeof propertyListings.$inferSelect;
type Context = Pick<AppContext, "db" | "storage">;
type CreateProperty = z.output<typeof createPropertySchema>;
type UpdateProperty = z.output<typeof updatePropertySchema>;

/**
 * The list query, prepared once per variant without a keyword (as the
 * marketplace's: filters are placeholders that may be null).
 */
function buildListQuery(db: Db, options: { older: boolean; keyword: boolean }) {
  const p = propertyListings;
  return db
    .select({
      id: p.id,
      title: p.title,
      priceCents: p.priceCents,
      listingType: p.listingType,
      propertyType: p.propertyType,
      status: p.status,
      bedrooms: p.bedrooms,
      bathrooms: p.bathrooms,
      parkingSpaces: p.parkingSpaces,
      suburb: p.suburb,
      thumbnailKey: sql<string | null>`${p.photos} -> 0 ->> 'thumbnailKey'`,
      createdAt: p.createdAt,
      cursor: cursorColumn(p.createdAt),
    })
    .from(p)
    .where(
      and(
        eq(
          p.cityId,
          sql`(select ${cities.id} from ${cities} where ${cities.slug} = ${sql.placeholder("citySlug")})`,
        ),
        optional("listingType", "text", (value) => eq(p.listingType, value)),
        optional("propertyType", "text", (value) => eq(p.propertyType, value)),
        optional("status", "text", (value) => eq(p.status, value)),
        optional("minBedrooms", "float8", (value) => gte(p.bedrooms, value)),
        optional("minBathrooms", "float8", (value) => gte(p.bathrooms, value)),
        optional("minCents", "bigint", (value) => gte(p.priceCents, value)),
        optional("maxCents", "bigint", (value) => lte(p.priceCents, value)),
        options.keyword ? matchesKeyword(p.search, sql.placeholder("q")) : undefined,
        options.older ? olderThanPlaceholders(p.createdAt, p.id) : undefined,
      ),
    )
    .orderBy(desc(p.createdAt), desc(p.id))
    .limit(sql.placeholder("limit"));
}

/**
 * One page of a city's properties, newest first: the tab (sale, rental), type,
 * bedrooms and bathrooms "at least" (decision 28), price bounds and a keyword.
 * Keyset paging on (created_at, id), never OFFSET.
 */
export async function listProperties(
  { db, storage }: Context,
  input: { citySlug: string; query: PropertyListQuery },
): Promise<{ items: PropertyCard[]; nextCursor: string | null }> {
  const { query } = input;
  const citySlug = input.citySlug.toLowerCase();
  const position = query.cursor ? decodeCursor(query.cursor) : null;
  const variant = { older: position !== null, keyword: Boolean(query.q) };
  const name = `properties_${variant.older ? "older" : "first"}`;
  const statement = variant.keyword
    ? buildListQuery(db, variant)
    : preparedOnce(db, name, () => buildListQuery(db, variant).prepare(name));
  const rows = await statement.execute({
    citySlug,
    listingType: query.listingType ?? null,
    propertyType: query.propertyType ?? null,
    status: query.status ?? null,
    minBedrooms: query.minBedrooms ?? null,
    minBathrooms: query.minBathrooms ?? null,
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
    items: page.map(({ cursor: _, thumbnailKey, priceCents, createdAt, ...row }) => ({
      ...row,
      citySlug,
      price: fromCents(priceCents),
      thumbnailUrl: thumbnailKey ? storage.publicUrl(thumbnailKey) : null,
      createdAt: new Date(createdAt).toISOString(),
    })),
    nextCursor,
  };
}

/** The property row, for policy checks; 404 "Property not found." when there is none. */
export async function findProperty(db: Db, id: string): Promise<PropertyRow> {
  const [row] = await db.select().from(propertyListings).where(eq(propertyListings.id, id));
  if (!row) throw notFound(propertyMessages.notFound);
  return row;
}

/**
 * The detail page. Contact details only for a signed-in viewer (decision 9):
 * the property's own, else the lister's account email and profile phone.
 */
export async function getProperty(
  { db, storage }: Context,
  input: { id: string; viewer: Viewer | null },
): Promise<Property> {
  const { viewer } = input;
  const p = propertyListings;
  const [row] = await db
    .select({
      property: p,
      citySlug: cities.slug,
      cityName: cities.name,
      saved: savedByViewer("property", p.id, viewer),
      moderates: moderatesCity(viewer, cities.id),
      ...ownerColumns(p.userId),
      ...ownerContactColumns(p.userId),
    })
    .from(p)
    .innerJoin(cities, eq(cities.id, p.cityId))
    .where(eq(p.id, input.id));
  if (!row) throw notFound(propertyMessages.notFound);
  const { property } = row;
  return {
    id: property.id,
    citySlug: row.citySlug,
    cityName: row.cityName,
    title: property.title,
    description: property.description,
    price: fromCents(property.priceCents),
    listingType: property.listingType,
    propertyType: property.propertyType,
    status: property.status,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    parkingSpaces: property.parkingSpaces,
    floorAreaSqm: property.floorAreaSqm,
    landAreaSqm: property.landAreaSqm,
    streetAddress: property.streetAddress,
    suburb: property.suburb,
    postalCode: property.postalCode,
    features: property.features,
    photos: presentPhotos(storage, property.photos),
    lister: presentOwner({ ...row, userId: property.userId }),
    contact: presentContact(viewer !== null, {
      email: property.contactEmail || row.ownerEmail,
      phone: property.contactPhone || row.ownerPhone,
    }),
    createdAt: new Date(property.createdAt).toISOString(),
    updatedAt: new Date(property.updatedAt).toISOString(),
    saved: Boolean(row.saved),
    canEdit: viewer !== null && canModerate(viewer, property.userId),
    canDelete: canDelete(viewer, property.userId, row.moderates),
  };
}

/** The form's fields as columns: money in cents; undefined leaves a column as it is. */
function columnsOf(data: UpdateProperty) {
  const { photoOrder: _, price, ...fields } = data;
  return { ...fields, ...(price !== undefined ? { priceCents: toCents(price) } : {}) };
}

/**
 * Lists a property with up to 8 photos, "for_sale" or "for_rent" by its listing
 * type; photos are stored first and removed again if the row cannot be written.
 */
export async function createProperty(
  context: Context,
  input: { city: CityRow; viewer: Viewer; data: CreateProperty; files: Buffer[] },
): Promise<Property> {
  const { db, storage } = context;
  const { city, viewer, data } = input;
  const photos = await storePhotos(storage, input.files, "property");
  let inserted: { id: string } | undefined;
  try {
    [inserted] = await db
      .insert(propertyListings)
      .values({
        ...columnsOf(data),
        cityId: city.id,
        userId: viewer.id,
        title: data.title,
        description: data.description,
        priceCents: toCents(data.price),
        streetAddress: data.streetAddress,
        propertyType: data.propertyType,
        listingType: data.listingType,
        status: initialPropertyStatus(data.listingType),
        photos,
      })
      .returning({ id: propertyListings.id });
  } catch (error) {
    await deleteStoredImage(storage, photoFiles(photos));
    throw error;
  }
  const { id } = justWritten(inserted, "the new property");
  return getProperty(context, { id, viewer });
}

/** Edits what was sent; photos are reordered, removed and added as `photoOrder` says. */
export async function updateProperty(
  context: Context,
  input: { property: PropertyRow; viewer: Viewer; data: UpdateProperty; files: Buffer[] },
): Promise<Property> {
  const { property, viewer, data } = input;
  await editPhotos(context, {
    id: property.id,
    current: property.photos,
    edit: { order: data.photoOrder, files: input.files, purpose: "property" },
    lockPhotos: async (tx, id) => {
      const [row] = await tx
        .select({ photos: propertyListings.photos })
        .from(propertyListings)
        .where(eq(propertyListings.id, id))
        .for("update");
      if (!row) throw notFound(propertyMessages.notFound);
      return row.photos;
    },
    write: async (tx, photos) => {
      await tx
        .update(propertyListings)
        .set({ ...columnsOf(data), ...(photos ? { photos } : {}), updatedAt: sql`now()` })
        .where(eq(propertyListings.id, property.id));
    },
  });
  return getProperty(context, { id: property.id, viewer });
}

/** Any of the five statuses (decision 5: under offer, sold, rented, and back). */
export async function setPropertyStatus(
  context: Context,
  input: { property: PropertyRow; viewer: Viewer; status: PropertyStatus },
): Promise<Property> {
  await context.db
    .update(propertyListings)
    .set({ status: input.status, updatedAt: sql`now()` })
    .where(eq(propertyListings.id, input.property.id));
  return getProperty(context, { id: input.property.id, viewer: input.viewer });
}

/** Deletes the row (saved lists keep its title), then its photos once committed. */
export async function deleteProperty(
  { db, storage }: Context,
  input: { property: PropertyRow },
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(propertyListings)
      .where(eq(propertyListings.id, input.property.id))
      .returning({ title: propertyListings.title, photos: propertyListings.photos });
    if (!row) return null;
    await keepRemovedTitles(tx, [{ kind: "property", id: input.property.id, title: row.title }]);
    return row;
  });
  if (removed) await deleteStoredImage(storage, photoFiles(removed.photos));
}
