import { defineMessages, type Message } from "./i18n/define-messages.ts";

// Every directory's kind, once (issue 29): the word its entries are stored under in
// saved lists, reports and the audit log. The uploads, reports, moderation, saved and
// admin contracts derive their lists from this table, so a new directory is one row here
// (beside its row in city-sections.ts and its config in server/ and web/).

interface DirectoryKindRow {
  kind: string;
  /** Its section's slug (contracts/city-sections.ts): search, saved searches and the nav name it so. */
  section: string;
  /** How many photos one entry may carry (product decision 25). */
  maxImages: number;
  /** As a moderator's removal notice names it ("your listing"). */
  word: Message;
  /** Its name in the admin dashboard's Reports tab ("Marketplace item"). */
  label: Message;
  /** Members keep it on their Saved list (decision 22). */
  savable?: true;
  /** Its tab in the admin dashboard (GET /api/admin/<tab>). */
  adminTab?: string;
  /**
   * A newer directory's own words where the first four have theirs in each feature: the
   * section's name (the nav, search's section, the Saved tab) and the Saved tab's empty text.
   */
  words?: { section: Message; savedEmpty?: Message };
}

// Each word in its own defineMessages call: the FormatJS extractor finds them by that name.
export const directoryKindRows = [
  {
    kind: "listing",
    section: "marketplace",
    maxImages: 8,
    word: defineMessages({ w: { id: "moderation.kind.listing", defaultMessage: "listing" } }).w,
    label: defineMessages({
      w: { id: "admin.reports.type.listing", defaultMessage: "Marketplace item" },
    }).w,
    savable: true,
    adminTab: "Marketplace",
  },
  {
    kind: "property",
    section: "property",
    maxImages: 8,
    word: defineMessages({ w: { id: "moderation.kind.property", defaultMessage: "property" } }).w,
    label: defineMessages({ w: { id: "admin.reports.type.property", defaultMessage: "Property" } })
      .w,
    savable: true,
    adminTab: "Properties",
  },
  {
    kind: "restaurant",
    section: "dining",
    maxImages: 1,
    word: defineMessages({ w: { id: "moderation.kind.restaurant", defaultMessage: "restaurant" } })
      .w,
    label: defineMessages({
      w: { id: "admin.reports.type.restaurant", defaultMessage: "Restaurant" },
    }).w,
    savable: true,
  },
  {
    kind: "shop",
    section: "shopping",
    maxImages: 1,
    word: defineMessages({ w: { id: "moderation.kind.shop", defaultMessage: "shop" } }).w,
    label: defineMessages({ w: { id: "admin.reports.type.shop", defaultMessage: "Shop" } }).w,
    savable: true,
  },
] as const satisfies readonly DirectoryKindRow[];

type Rows = typeof directoryKindRows;
type Row = Rows[number];
export type DirectoryKind = Row["kind"];

/** The kinds, in the table's order, as a tuple (zod's and drizzle's enums want one). */
export const directoryKinds = directoryKindRows.map((row) => row.kind) as unknown as KindsOf<Rows>;
type KindsOf<T extends readonly { kind: string }[]> = {
  -readonly [I in keyof T]: T[I] extends { kind: infer K } ? K : never;
};

export type SavableKind = Extract<Row, { savable: true }>["kind"];
/** The kinds members may save, in the table's order. */
export const savableKinds = directoryKindRows
  .filter((row): row is Extract<Row, { savable: true }> => "savable" in row)
  .map((row) => row.kind) as [SavableKind, ...SavableKind[]];

/** The directories' sections, in the table's order, as a tuple. */
export const directorySections = directoryKindRows.map(
  (row) => row.section,
) as unknown as SectionsOf<Rows>;
type SectionsOf<T extends readonly { section: string }[]> = {
  -readonly [I in keyof T]: T[I] extends { section: infer S } ? S : never;
};
export type DirectorySection = Row["section"];

/** A newer directory's own words (its row's `words`), by its section. */
export const directoryWordsOf = (section: string): DirectoryKindRow["words"] =>
  (directoryKindRows as readonly DirectoryKindRow[]).find((row) => row.section === section)?.words;

export type DirectoryAdminTab = Extract<Row, { adminTab: string }>["adminTab"];
/** The admin dashboard's directory tabs, in the table's order. */
export const directoryAdminTabs = directoryKindRows
  .filter((row): row is Extract<Row, { adminTab: string }> => "adminTab" in row)
  .map((row) => row.adminTab) as DirectoryAdminTab[];

/** One fact of every kind: `{ listing: 8, property: 8, ... }`. */
export const byDirectoryKind = <T>(fact: (row: Row) => T): Record<DirectoryKind, T> =>
  Object.fromEntries(directoryKindRows.map((row) => [row.kind, fact(row)])) as Record<
    DirectoryKind,
    T
  >;

export const isDirectoryKind = (kind: string): kind is DirectoryKind =>
  directoryKindRows.some((row) => row.kind === kind);
