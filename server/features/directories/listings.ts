import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Message } from "../../../contracts/i18n/define-messages.ts";
import type { listingEntrySchemas } from "../../../contracts/listing-entries.ts";
import { fromCents, maxEntryPhotos, toCents } from "../../../contracts/listing-parts.ts";
import type { PhotoKeys } from "../../db/schema/listing-columns.ts";
import { presentPhotos } from "../../platform/storage/photo-set.ts";
import type { Directory, EntryTable } from "./directory.ts";
import { ownerColumns, presentOwner } from "./entry-owner.ts";

// A listing directory from its config alone (issue 29), as the marketplace without its
// status: newest first, up to 8 photos, its choices as exact filters, a price or none.
// Its table is listingColumns() (or listingColumns({ price: false })) plus a text column
// per choice; its schemas come from contracts/listing-entries.ts.

type Row = Record<string, unknown> & { id: string; cityId: string; userId: string };
type Columns = Record<string, AnyPgColumn>;

const formNote =
  'JSON, or multipart/form-data: field "data" (the JSON as text) and up to 8 image files, in display order.';

export function listingDirectory(
  table: EntryTable,
  config: Pick<Directory, "kind" | "section" | "path" | "tag" | "messages"> & {
    /** Its own choices: each a text column of the same name, an exact filter, a card field. */
    choices: readonly string[];
    price: boolean;
    schemas: ReturnType<typeof listingEntrySchemas>;
    /** Members keep it on their Saved list (its row in contracts/directory-kinds.ts is `savable`). */
    saved?: { loginToSave: Message };
    /** Its admin tab, GET /api/admin/<path>, with the first choice as its kind. */
    adminTab?: { label: string };
  },
): Directory<Row, Row> {
  const { choices, price, schemas, saved, adminTab, ...words } = config;
  const t = table as unknown as Columns;
  const [kind = "title"] = choices;
  const pick = (row: Row, fields: readonly string[]) =>
    Object.fromEntries(fields.map((field) => [field, row[field]]));
  const columnsOf = ({ photoOrder: _, price: amount, ...fields }: Record<string, unknown>) => ({
    ...fields,
    ...(price && amount !== undefined ? { priceCents: toCents(amount as number) } : {}),
  });
  const money = (row: Row) => (price ? fromCents(row.priceCents as number) : null);
  return {
    ...words,
    pagePath: (city, id) => `/city/${city}/${config.section}/${id}`,
    table,
    titleKey: "title",
    rateLimit: "listing",
    photos: { kind: "set", max: maxEntryPhotos, purpose: config.kind },
    order: "newest",
    search: {
      named: ['"title"', ...choices.map((choice) => `"${choice}"`)],
      described: ['"description"'],
    },
    filters: [
      ...choices.map((param) => ({
        param,
        column: t[param] as AnyPgColumn,
        type: "text" as const,
        match: "exact" as const,
      })),
      ...(price
        ? [
            { param: "minPrice", column: t.priceCents as AnyPgColumn, match: "atLeast" as const },
            { param: "maxPrice", column: t.priceCents as AnyPgColumn, match: "atMost" as const },
          ].map((filter) => ({ ...filter, type: "bigint" as const, convert: toCents }))
        : []),
    ],
    showsContact: true,
    ...(saved && {
      saved: {
        as: config.kind as NonNullable<Directory["saved"]>["as"],
        sold: [],
        loginToSave: saved.loginToSave,
        card: price ? { priceCents: t.priceCents } : {},
      },
    }),
    ...(adminTab && {
      adminTab: { path: config.path, kindColumn: t[kind] as AnyPgColumn, label: adminTab.label },
    }),
    schemas,
    cardColumns: {
      userId: t.userId as AnyPgColumn,
      title: t.title as AnyPgColumn,
      excerpt: sql<string>`left(${t.description}, 200)`,
      ...(price ? { priceCents: t.priceCents as AnyPgColumn } : {}),
      ...Object.fromEntries(choices.map((choice) => [choice, t[choice] as AnyPgColumn])),
      thumbnailKey: sql<string | null>`${t.photos} -> 0 ->> 'thumbnailKey'`,
      createdAt: t.createdAt as AnyPgColumn,
      ...ownerColumns(t.userId as AnyPgColumn),
    },
    presentCard: (row, { storage, citySlug, locale, currency }) => ({
      id: row.id,
      citySlug,
      title: row.title,
      excerpt: row.excerpt,
      price: money(row),
      locale,
      currency,
      ...pick(row, choices),
      thumbnailUrl: row.thumbnailKey ? storage.publicUrl(row.thumbnailKey as string) : null,
      seller: presentOwner(row as never),
      createdAt: new Date(row.createdAt as string).toISOString(),
    }),
    presentDetail: (row, extras) => ({
      id: row.id,
      citySlug: extras.citySlug,
      cityName: extras.cityName,
      title: row.title,
      description: row.description,
      price: money(row),
      locale: extras.locale,
      currency: extras.currency,
      ...pick(row, choices),
      photos: presentPhotos(extras.storage, row.photos as PhotoKeys[]),
      seller: extras.owner,
      contact: extras.contact(extras.ownerContact ?? { email: null, phone: null }),
      createdAt: new Date(row.createdAt as string).toISOString(),
      updatedAt: new Date(row.updatedAt as string).toISOString(),
      saved: extras.saved,
      canEdit: extras.canEdit,
      canDelete: extras.canDelete,
    }),
    columnsOnCreate: (input) => columnsOf(input as Record<string, unknown>),
    columnsOnUpdate: (input) => columnsOf(input as Record<string, unknown>),
    photoOrder: (input) => (input as { photoOrder?: string[] }).photoOrder,
    summaries: {
      list: `A page of a city's ${config.path}, newest first, filtered (public; keyset cursor)`,
      create: `Add one (any signed-in user). ${formNote}`,
      detail: "One; its owner's contact details only for signed-in viewers",
      edit: `Edit one (its owner or an admin); photoOrder reorders and removes. ${formNote}`,
    },
  };
}
