import {
  placeEntryCardSchema,
  placeEntryFieldMessages,
  placeEntryPageSchema,
  placeEntrySchema,
} from "../../../contracts/business-parts.ts";
import type { restaurants } from "../../db/schema.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import type { Directory } from "./directory.ts";

// What restaurants (dining) and shops (shopping) share (decision 027): A to Z, one
// photo required on creation, the same card and detail, the city's latest three. Both
// tables come from businessColumns() with the same keys (the cuisine or category is
// `kind`), so shops are read through the restaurants' row type too.

type Row = typeof restaurants.$inferSelect;

/** What create and edit write; `kind` is the cuisine or category, `hours` as shown. */
export type PlaceFields = Pick<
  Row,
  "name" | "description" | "kind" | "priceRange" | "address" | "phone" | "hours" | "website"
>;
type PlaceDirectory = Directory<Row & Record<string, unknown>, Record<string, never>>;

const fileUrl = (storage: Storage, key: string | null) => (key ? storage.publicUrl(key) : null);
const formNote =
  'multipart/form-data: field "data" (the JSON as text) and one image file; an edit may send JSON without a new photo.';

export function placeDirectory(
  table: typeof restaurants,
  config: Pick<
    PlaceDirectory,
    "section" | "path" | "pagePath" | "tag" | "messages" | "schemas" | "kind" | "adminTab"
  > & {
    /** A place directory with a Saved list: its card has no price or status, only its photo. */
    saved?: Omit<NonNullable<PlaceDirectory["saved"]>, "card" | "sold">;
    /** The form's fields as the table's columns (the cuisine or category as `kind`). */
    toFields: (input: never) => PlaceFields;
    kindFilter: string;
  },
): PlaceDirectory {
  const { toFields, kindFilter, saved, ...words } = config;
  return {
    ...words,
    ...(saved && { saved: { ...saved, sold: [], card: {} } }),
    table,
    titleKey: "name",
    rateLimit: "business",
    photos: {
      kind: "one",
      purpose: config.kind,
      required: placeEntryFieldMessages.photoRequired.defaultMessage,
    },
    order: "name",
    search: { named: ['"name"', `"${kindFilter}"`], described: ['"description"', '"address"'] },
    latest: true,
    filters: [
      { param: kindFilter, column: table.kind, type: "text", match: "caseless" },
      { param: "priceRange", column: table.priceRange, type: "text", match: "exact" },
    ],
    cardColumns: {
      name: table.name,
      kind: table.kind,
      priceRange: table.priceRange,
      address: table.address,
      thumbnailKey: table.thumbnailKey,
    },
    presentCard: (row, { storage, citySlug }) => {
      const card = row as unknown as Row;
      return {
        id: card.id,
        citySlug,
        name: card.name,
        kind: card.kind,
        priceRange: card.priceRange,
        address: card.address,
        thumbnailUrl: fileUrl(storage, card.thumbnailKey),
      };
    },
    presentDetail: (item, extras) => ({
      id: item.id,
      citySlug: extras.citySlug,
      cityName: extras.cityName,
      name: item.name,
      kind: item.kind,
      priceRange: item.priceRange,
      description: item.description,
      address: item.address,
      phone: item.phone,
      hours: item.hours,
      website: item.website,
      thumbnailUrl: fileUrl(extras.storage, item.thumbnailKey),
      photoUrl: fileUrl(extras.storage, item.imageKey),
      owner: extras.owner,
      createdAt: new Date(item.createdAt).toISOString(),
      updatedAt: new Date(item.updatedAt).toISOString(),
      saved: extras.saved,
      canEdit: extras.canEdit,
      canDelete: extras.canDelete,
    }),
    // Every field is sent on an edit too: the whole form, a new photo replacing the old.
    columnsOnCreate: (input) => ({ ...toFields(input as never) }),
    columnsOnUpdate: (input) => ({ ...toFields(input as never) }),
    summaries: {
      list: `A page of a city's ${config.path}, by name, filtered (public; keyset cursor)`,
      create: `Add one (any signed-in user). ${formNote}`,
      detail: "One, with its owner (public)",
      edit: `Edit (its owner or an admin); every field is sent, a new photo replaces the old. ${formNote}`,
    },
  };
}

export const placeSchemas = {
  page: placeEntryPageSchema,
  card: placeEntryCardSchema,
  detail: placeEntrySchema,
};
