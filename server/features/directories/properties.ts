import { sql } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { fromCents, maxEntryPhotos, toCents } from "../../../contracts/listing-parts.ts";
import {
  createPropertySchema,
  initialPropertyStatus,
  propertyCardSchema,
  propertyListQuerySchema,
  propertyMessages,
  propertyPageSchema,
  propertySchema,
  propertyStatusSchema,
  updatePropertySchema,
} from "../../../contracts/properties.ts";
import type { PhotoKeys } from "../../db/schema/listing-columns.ts";
import { propertyListings as p } from "../../db/schema.ts";
import { presentPhotos } from "../../platform/storage/photo-set.ts";
import type { Directory } from "./directory.ts";

type Row = typeof p.$inferSelect;
type Update = { photoOrder?: readonly string[]; price?: number } & Record<string, unknown>;
const cardColumns = {
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
};
type CardRow = SelectResultFields<typeof cardColumns> & { id: string; cursor?: string };

const formNote =
  'JSON, or multipart/form-data: field "data" (the JSON as text) and up to 8 image files, in display order.';

/** Homes for sale or rent (decisions 5, 9, 22, 28): bedrooms and bathrooms "at least". */
export const properties: Directory<Row & Record<string, unknown>, CardRow> = {
  kind: "property",
  section: "property",
  path: "properties",
  pagePath: (city, id) => `/city/${city}/property/${id}`,
  tag: "properties",
  messages: propertyMessages,
  table: p,
  titleKey: "title",
  rateLimit: "listing",
  photos: { kind: "set", max: maxEntryPhotos, purpose: "property" },
  order: "newest",
  // "2 bedroom sea point": the bedrooms as words and the suburb are part of its name.
  search: {
    named: ['"title"', '"suburb"', `"bedrooms"::text || ' bedrooms'`],
    described: ['"description"', '"street_address"', '"property_type"', '"listing_type"'],
  },
  filters: [
    { param: "listingType", column: p.listingType, type: "text", match: "exact" },
    { param: "propertyType", column: p.propertyType, type: "text", match: "exact" },
    { param: "status", column: p.status, type: "text", match: "exact" },
    { param: "minBedrooms", column: p.bedrooms, type: "float8", match: "atLeast" },
    { param: "minBathrooms", column: p.bathrooms, type: "float8", match: "atLeast" },
    { param: "minPrice", column: p.priceCents, type: "bigint", match: "atLeast", convert: toCents },
    { param: "maxPrice", column: p.priceCents, type: "bigint", match: "atMost", convert: toCents },
  ],
  showsContact: true,
  saved: {
    as: "property",
    sold: ["sold", "rented"],
    loginToSave: propertyMessages.loginToSave,
    card: { priceCents: p.priceCents, status: p.status },
  },
  adminTab: { path: "properties", kindColumn: p.propertyType, label: "properties" },
  statusSchema: propertyStatusSchema,
  schemas: {
    list: propertyListQuerySchema,
    page: propertyPageSchema,
    card: propertyCardSchema,
    detail: propertySchema,
    create: createPropertySchema,
    update: updatePropertySchema,
  },
  cardColumns,
  presentCard: (
    { cursor: _, thumbnailKey, priceCents, createdAt, ...row },
    { storage, citySlug, locale, currency },
  ) => ({
    ...row,
    citySlug,
    price: fromCents(priceCents),
    locale,
    currency,
    thumbnailUrl: thumbnailKey ? storage.publicUrl(thumbnailKey) : null,
    createdAt: new Date(createdAt).toISOString(),
  }),
  presentDetail: (property, extras) => ({
    id: property.id,
    citySlug: extras.citySlug,
    cityName: extras.cityName,
    title: property.title,
    description: property.description,
    price: fromCents(property.priceCents),
    locale: extras.locale,
    currency: extras.currency,
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
    photos: presentPhotos(extras.storage, property.photos as PhotoKeys[]),
    lister: extras.owner,
    // The property's own contact details, else the lister's account email and phone.
    contact: extras.contact({
      email: property.contactEmail || (extras.ownerContact?.email ?? null),
      phone: property.contactPhone || (extras.ownerContact?.phone ?? null),
    }),
    createdAt: new Date(property.createdAt).toISOString(),
    updatedAt: new Date(property.updatedAt).toISOString(),
    saved: extras.saved,
    canEdit: extras.canEdit,
    canDelete: extras.canDelete,
  }),
  // For sale or for rent by its listing type; the listing type stays as created.
  columnsOnCreate: (input) => {
    const fields = input as Update & { listingType: Row["listingType"] };
    return { ...columnsOf(fields), status: initialPropertyStatus(fields.listingType) };
  },
  columnsOnUpdate: (input) => columnsOf(input as Update),
  photoOrder: (input) => (input as Update).photoOrder,
  summaries: {
    list: "A page of a city's properties, newest first, filtered (public; keyset cursor)",
    create: `List a property for sale or rent (any signed-in user). ${formNote}`,
    detail: "A property; the contact details only for signed-in viewers",
    edit: `Edit a property (its lister or an admin); photoOrder reorders and removes. ${formNote}`,
    status:
      "Set a property for sale, for rent, under offer, sold or rented (its lister or an admin)",
  },
};

/** The form's fields as columns: money in cents; undefined leaves a column as it is. */
function columnsOf({ photoOrder: _, price, ...fields }: Update) {
  return { ...fields, ...(price !== undefined ? { priceCents: toCents(price) } : {}) };
}
