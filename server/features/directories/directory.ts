import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { DirectoryKind } from "../../../contracts/directory-kinds.ts";
import type { Message } from "../../../contracts/i18n/define-messages.ts";
import type { Contact, Seller } from "../../../contracts/listing-parts.ts";
import type { RateLimitedAction } from "../../../contracts/rate-limits.ts";
import type { SavedKind } from "../../../contracts/saved.ts";
import type { ImagePurpose } from "../../../contracts/uploads.ts";
import type { Storage } from "../../platform/storage/storage.ts";

// One directory's configuration (decisions 022, 027, 061): the kernel in this folder
// (routes, service, photos, filters) runs the same code for every directory; what
// differs between a marketplace item, a property, a restaurant and a shop is written
// here, once per directory, in marketplace.ts, properties.ts, dining.ts, shopping.ts.

/** The word saved lists, reports and the audit log store for an entry (a row of contracts/directory-kinds.ts). */
export type EntryKind = DirectoryKind;

/** The columns every directory's table has: the kernel reads and writes these by name. */
export type EntryTable = PgTable & {
  id: AnyPgColumn;
  cityId: AnyPgColumn;
  userId: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
  search: AnyPgColumn;
};

/** Any row of a directory's table, as the kernel sees it. */
export type EntryRow = { id: string; cityId: string; userId: string } & Record<string, unknown>;

/**
 * One optional filter of the list (decision 28): `exact` equality, `atLeast` or
 * `atMost` a bound (bedrooms 2 finds 2, 3, 4 ...), `caseless` the whole word in any case.
 */
export type Filter = {
  /** The list query's field, and the prepared statement's placeholder. */
  param: string;
  column: AnyPgColumn;
  type: "text" | "bigint" | "float8";
  match: "exact" | "atLeast" | "atMost" | "caseless";
  /** The query's value as the column holds it (dollars to cents). */
  convert?: (value: number) => number;
};

/**
 * Many photos in a jsonb `photos` column (up to `max`, reordered by an edit's
 * photoOrder), or one photo in `imageKey`/`thumbnailKey`, required on creation
 * and replaced by a new one.
 */
export type PhotoRule =
  | { kind: "set"; max: number; purpose: ImagePurpose }
  | { kind: "one"; purpose: ImagePurpose; required: string };

/** What the presenters get besides the row. */
export interface Presenting {
  storage: Storage;
  citySlug: string;
  /** The city's locale and currency: how a price is written (issue 30). */
  locale: string;
  currency: string;
}

export interface DetailExtras extends Presenting {
  cityName: string;
  owner: Seller;
  /** null for visitors (decision 9); only asked for when the directory `showsContact`. */
  ownerContact: { email: string | null; phone: string | null } | null;
  contact: (own: { email: string | null; phone: string | null }) => Contact | null;
  /** Whether the viewer saved it (directories with `saved`); false otherwise. */
  saved: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

/**
 * A directory. Method syntax on purpose: the registry holds every directory as a
 * `Directory` whatever its row and reply types.
 */
export interface Directory<Row extends EntryRow = EntryRow, CardRow = Record<string, unknown>> {
  kind: EntryKind;
  /** The city section its pages live under (contracts/city-sections.ts). */
  section: string;
  /** "marketplace-items" -> /api/cities/:city/marketplace-items and /api/marketplace-items/:id. */
  path: string;
  /** A path it answered before (decision 061): answered 308 to `path`. */
  formerPath?: string;
  /** The detail page of an entry, for reports and notices. */
  pagePath(citySlug: string, id: string): string;
  /** The OpenAPI tag. */
  tag: string;
  /** Its refusals, in the spec's words. */
  messages: { loginToCreate: Message; cityNotFound: Message; notFound: Message; notOwner: Message };
  table: EntryTable;
  /** The column that names an entry. */
  titleKey: "title" | "name";
  rateLimit: RateLimitedAction;
  photos: PhotoRule;
  /** Newest first (keyset on created_at) or A to Z (keyset on name). */
  order: "newest" | "name";
  filters: Filter[];
  /**
   * What the city-wide search reads (server/features/search, decisions 073 and 082): SQL
   * over the table's own columns, the words that name an entry (weight A) and the rest
   * (B); its migration stores `searchDocument(search)` as the indexed column
   * `search_document` (search-index.test.ts checks).
   */
  search: { named: string[]; described: string[] };
  /** GET /api/cities/:city/<path>/latest, the community profile's preview. */
  latest?: boolean;
  /** Pages of the list answer from memory until a write to one of these tables. */
  cachedListTables?: string[];
  /** The owner's account email and phone are read for signed-in viewers. */
  showsContact?: boolean;
  /**
   * Saved lists keep it under this kind (decision 22), with its title, price,
   * status and first photo; a `sold` status shows as no longer available.
   */
  saved?: {
    as: SavedKind;
    sold: readonly string[];
    loginToSave: Message;
    /**
     * How its Saved card is read: the price (in cents) and the status, where it has
     * them; without a status an entry is available until deleted. The card's photo is
     * the first of `photos`, whichever rule it follows.
     */
    card: { priceCents?: AnyPgColumn; status?: AnyPgColumn };
  };
  /** The admin dashboard's tab (GET /api/admin/<tab>) and the column it shows as "kind". */
  adminTab?: { path: string; kindColumn: AnyPgColumn; label: string };
  /** The statuses its owner may set (POST /api/<path>/:id/status). */
  statusSchema?: z.ZodType<{ status: string }>;
  schemas: {
    list: z.ZodType;
    page: z.ZodType;
    card: z.ZodType;
    detail: z.ZodType;
    create: z.ZodType;
    update: z.ZodType;
  };
  /** The list's columns (beside id and the cursor) and how a card shows them. */
  cardColumns: Record<string, AnyPgColumn | SQL>;
  presentCard(row: CardRow, extras: Presenting): unknown;
  presentDetail(row: Row, extras: DetailExtras): unknown;
  /** A form's fields as columns; undefined leaves a column as it is. */
  columnsOnCreate(input: unknown): Record<string, unknown>;
  columnsOnUpdate(input: unknown): Record<string, unknown>;
  /** The photoOrder of an edit (directories with a photo set). */
  photoOrder?(input: unknown): readonly string[] | undefined;
  /** Words of the OpenAPI summaries. */
  summaries: { list: string; create: string; detail: string; edit: string; status?: string };
}

/** The column that names an entry: a title, or a restaurant's or shop's name. */
export const titleColumn = (d: Directory) =>
  (d.table as unknown as Record<string, AnyPgColumn>)[d.titleKey] as AnyPgColumn;

/** The column of its first photo's thumbnail key: the first of a set, or the one photo's. */
export const thumbnailColumn = (d: Directory): SQL | AnyPgColumn => {
  const t = d.table as unknown as Record<string, AnyPgColumn>;
  return d.photos.kind === "set"
    ? sql`${t.photos} -> 0 ->> 'thumbnailKey'`
    : (t.thumbnailKey as AnyPgColumn);
};
