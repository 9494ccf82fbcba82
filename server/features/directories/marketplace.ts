import { sql } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { fromCents, maxEntryPhotos, toCents } from "../../../contracts/listing-parts.ts";
import {
  createMarketplaceItemSchema,
  marketplaceItemCardSchema,
  marketplaceItemListQuerySchema,
  marketplaceItemPageSchema,
  marketplaceItemSchema,
  marketplaceItemStatusSchema,
  marketplaceMessages,
  type UpdateMarketplaceItem,
  updateMarketplaceItemSchema,
} from "../../../contracts/marketplace.ts";
import type { PhotoKeys } from "../../db/schema/listing-columns.ts";
import { marketplaceItems as m } from "../../db/schema.ts";
import { presentPhotos } from "../../platform/storage/photo-set.ts";
import type { Directory } from "./directory.ts";
import { ownerColumns, presentOwner } from "./entry-owner.ts";

type Row = typeof m.$inferSelect;
const excerptLength = 200;
const cardColumns = {
  userId: m.userId,
  title: m.title,
  excerpt: sql<string>`left(${m.description}, ${sql.raw(String(excerptLength))})`,
  priceCents: m.priceCents,
  category: m.category,
  condition: m.condition,
  status: m.status,
  thumbnailKey: sql<string | null>`${m.photos} -> 0 ->> 'thumbnailKey'`,
  createdAt: m.createdAt,
  ...ownerColumns(m.userId),
};
type CardRow = SelectResultFields<typeof cardColumns> & { id: string };

const formNote =
  'JSON, or multipart/form-data: field "data" (the JSON as text) and up to 8 image files, in display order.';

/** Things for sale (decisions 5, 9, 22): newest first, up to 8 photos, reserved or sold and back. */
export const marketplace: Directory<Row & Record<string, unknown>, CardRow> = {
  kind: "listing",
  section: "marketplace",
  path: "marketplace-items",
  formerPath: "listings",
  pagePath: (city, id) => `/city/${city}/marketplace/${id}`,
  tag: "marketplace",
  messages: marketplaceMessages,
  table: m,
  titleKey: "title",
  rateLimit: "listing",
  photos: { kind: "set", max: maxEntryPhotos, purpose: "listing" },
  order: "newest",
  search: { named: ['"title"', '"category"'], described: ['"description"', '"condition"'] },
  filters: [
    { param: "category", column: m.category, type: "text", match: "exact" },
    { param: "condition", column: m.condition, type: "text", match: "exact" },
    { param: "status", column: m.status, type: "text", match: "exact" },
    { param: "minPrice", column: m.priceCents, type: "bigint", match: "atLeast", convert: toCents },
    { param: "maxPrice", column: m.priceCents, type: "bigint", match: "atMost", convert: toCents },
  ],
  // Pages of a city's marketplace, until an item, its seller's profile or a city changes.
  cachedListTables: ["marketplace_items", "profiles", "cities"],
  showsContact: true,
  saved: {
    as: "listing",
    sold: ["sold"],
    loginToSave: marketplaceMessages.loginToSave,
    card: { priceCents: m.priceCents, status: m.status },
  },
  adminTab: { path: "listings", kindColumn: m.category, label: "marketplace items" },
  statusSchema: marketplaceItemStatusSchema,
  schemas: {
    list: marketplaceItemListQuerySchema,
    page: marketplaceItemPageSchema,
    card: marketplaceItemCardSchema,
    detail: marketplaceItemSchema,
    create: createMarketplaceItemSchema,
    update: updateMarketplaceItemSchema,
  },
  cardColumns,
  presentCard: (row, { storage, citySlug, locale, currency }) => ({
    id: row.id,
    citySlug,
    title: row.title,
    excerpt: row.excerpt,
    price: fromCents(row.priceCents),
    locale,
    currency,
    category: row.category,
    condition: row.condition,
    status: row.status,
    thumbnailUrl: row.thumbnailKey ? storage.publicUrl(row.thumbnailKey) : null,
    seller: presentOwner(row),
    createdAt: new Date(row.createdAt).toISOString(),
  }),
  presentDetail: (item, extras) => ({
    id: item.id,
    citySlug: extras.citySlug,
    cityName: extras.cityName,
    title: item.title,
    description: item.description,
    price: fromCents(item.priceCents),
    locale: extras.locale,
    currency: extras.currency,
    category: item.category,
    condition: item.condition,
    status: item.status,
    photos: presentPhotos(extras.storage, item.photos as PhotoKeys[]),
    seller: extras.owner,
    contact: extras.contact(extras.ownerContact ?? { email: null, phone: null }),
    createdAt: new Date(item.createdAt).toISOString(),
    updatedAt: new Date(item.updatedAt).toISOString(),
    saved: extras.saved,
    canEdit: extras.canEdit,
    canDelete: extras.canDelete,
  }),
  columnsOnCreate: (input) => columnsOf(input as UpdateMarketplaceItem),
  columnsOnUpdate: (input) => columnsOf(input as UpdateMarketplaceItem),
  photoOrder: (input) => (input as UpdateMarketplaceItem).photoOrder,
  summaries: {
    list: "A page of a city's marketplace, newest first, filtered (public; keyset cursor)",
    create: `List an item for sale (any signed-in user). ${formNote}`,
    detail: "A marketplace item; the seller's contact details only for signed-in viewers",
    edit: `Edit a marketplace item (its seller or an admin); photoOrder reorders and removes. ${formNote}`,
    status:
      "Mark a marketplace item reserved, sold or available again (its seller or an admin); sold tells the others who asked",
  },
};

/** The form's fields as columns: money in cents; undefined leaves a column as it is. */
function columnsOf({ photoOrder: _, price, ...fields }: UpdateMarketplaceItem) {
  return { ...fields, ...(price !== undefined ? { priceCents: toCents(price) } : {}) };
}
