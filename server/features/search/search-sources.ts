import { getTableName } from "drizzle-orm";
import { postPath } from "../../../contracts/post-path.ts";
import { type SearchSection, searchSections } from "../../../contracts/search-rules.ts";
import { directories } from "../directories/registry.ts";

// What city-wide search reads (decisions 073, 082): every directory in the registry, the
// feed's posts, the calendar's events and the city's members. Each source is its own
// table's rows, matched through stored columns PostgreSQL keeps on that table, so a
// deleted or removed row leaves the results with the row itself: no copy to keep in step.

/** The text a source is searched by: SQL over its own columns, the name (A) and the rest (B). */
export type SearchFields = { named: string[]; described: string[] };

const joined = (parts: string[]) =>
  parts.length === 0 ? "''" : parts.map((p) => `coalesce(${p}, '')`).join(` || ' ' || `);

/** The stored tsvector's expression: English and Spanish lexemes of the folded text, names weighted A. */
export const searchDocument = (fields: SearchFields) =>
  `public.coastal_search_document(${joined(fields.named)}, ${joined(fields.described)})`;

/** The stored folded name's expression, which a trigram index serves (typos: "surfbord"). */
export const searchName = (fields: SearchFields) =>
  `public.coastal_search_fold(${joined(fields.named)})`;

export interface SearchSource {
  section: SearchSection;
  /** Who may see its rows: anyone (listings, events), or only who may read the city. */
  audience: "anyone" | "city";
  /** The FROM clause; `%city%` stands for the city id's placeholder in `where`. */
  from: string;
  /** The row's table, which carries the indexes. */
  table: string;
  /** Rows of the city that exist to be found (`$city` is the city's id). */
  where: string;
  fields: SearchFields;
  /** Whether its name has a trigram index (typo tolerance); a post has no name. */
  typos: boolean;
  /**
   * Columns: the id (as stored: a uuid, or text for members), the title and the text a
   * snippet is cut from, the date, a thumbnail key.
   */
  id: string;
  /** A text id (members), ordered as the keyset compares it: in "C". */
  textId?: true;
  title: string;
  text: string;
  date: string;
  thumbnail: string;
  /** A photo as stored (a key) or as given (a URL: a member's avatar). */
  thumbnailIs: "key" | "url";
  path(citySlug: string, row: { id: string; title: string }): string;
}

const directorySources: SearchSource[] = directories.map((d) => {
  const table = getTableName(d.table);
  const thumbnail =
    d.photos.kind === "set" ? `"photos" -> 0 ->> 'thumbnailKey'` : `"thumbnail_key"`;
  return {
    section: d.section as SearchSection,
    audience: "anyone",
    from: `"${table}"`,
    table,
    where: `"city_id" = $city`,
    fields: d.search,
    typos: true,
    id: `"id"`,
    title: `"${d.titleKey}"`,
    text: `"description"`,
    date: `"created_at"`,
    thumbnail,
    thumbnailIs: "key",
    path: (city, row) => d.pagePath(city, row.id),
  } satisfies SearchSource;
});

const posts: SearchSource = {
  section: "posts",
  audience: "city",
  from: `"posts"`,
  table: "posts",
  // A deleted author's post stays only as a tombstone, with nothing to find.
  where: `"city_id" = $city and "user_id" is not null`,
  fields: { named: [], described: ['"content"'] },
  typos: false,
  id: `"id"`,
  // A post behind a content warning shows its warning, not its text or photo (issue 35).
  title: `coalesce('⚠ ' || "content_warning", "content")`,
  text: `case when "content_warning" is null then "content" else '' end`,
  date: `"created_at"`,
  thumbnail: `(select pp."thumbnail_key" from "post_photos" pp where pp."post_id" = "posts"."id"
    and pp."position" = 0 and "posts"."content_warning" is null)`,
  thumbnailIs: "key",
  path: (city, row) => postPath(city, row.id),
};

const events: SearchSource = {
  section: "events",
  audience: "anyone",
  from: `"events"`,
  table: "events",
  where: `"city_id" = $city`,
  fields: { named: ['"title"'], described: ['"description"', '"venue"', '"address"'] },
  typos: true,
  id: `"id"`,
  title: `"title"`,
  text: `"description"`,
  date: `"starts_at"`,
  thumbnail: `"thumbnail_key"`,
  thumbnailIs: "key",
  path: (city, row) => `/city/${city}/events/${row.id}`,
};

// Active members who are not banned, as the members page lists them.
const members: SearchSource = {
  section: "members",
  audience: "city",
  from: `"memberships" join "profiles" on "profiles"."id" = "memberships"."user_id" join "users" on "users"."id" = "memberships"."user_id"`,
  table: "profiles",
  where: `"memberships"."city_id" = $city and "memberships"."status" = 'active' and not coalesce("users"."banned", false)`,
  fields: { named: ['"profiles"."username"'], described: ['"profiles"."bio"'] },
  typos: true,
  id: `"profiles"."id"`,
  textId: true,
  title: `"profiles"."username"`,
  text: `"profiles"."bio"`,
  date: `"memberships"."joined_at"`,
  thumbnail: `"profiles"."avatar_url"`,
  thumbnailIs: "url",
  path: (city, row) => `/city/${city}/members/${encodeURIComponent(row.title)}`,
};

const bySection = new Map<SearchSection, SearchSource>(
  [posts, ...directorySources, events, members].map((s) => [s.section, s]),
);

/** Every source, in the order of contracts/search-rules.ts's sections. */
export const searchSources = (): SearchSource[] =>
  searchSections.flatMap((section) => bySection.get(section) ?? []);
export const searchSource = (section: SearchSection) => bySection.get(section);

/** A source's stored search column, named through its table (members join three). */
export const storedColumn = (source: SearchSource, column: "search_document" | "search_name") =>
  `"${source.table}"."${column}"`;

/**
 * The statements that give a source its stored search columns and their indexes
 * (decision 082; its migration holds exactly these, search-index.test.ts checks): the
 * document as a stored tsvector under a GIN index, and, when the source has a name, the
 * folded name as stored text under a trigram index. One ALTER per table rewrites it once.
 */
export function searchColumnStatements(source: SearchSource): string[] {
  const own = (expression: string) => expression.replaceAll(`"${source.table}".`, "");
  const columns = [
    `ADD COLUMN IF NOT EXISTS "search_document" tsvector GENERATED ALWAYS AS (${own(searchDocument(source.fields))}) STORED`,
    ...(source.typos
      ? [
          `ADD COLUMN IF NOT EXISTS "search_name" text GENERATED ALWAYS AS (${own(searchName(source.fields))}) STORED`,
        ]
      : []),
  ];
  return [
    // The expression indexes of decision 073 go first, so their names can be reused.
    `DROP INDEX IF EXISTS "${source.table}_search_document_idx";`,
    `DROP INDEX IF EXISTS "${source.table}_search_name_idx";`,
    `ALTER TABLE "${source.table}" ${columns.join(", ")};`,
    ...searchIndexStatements(source),
  ];
}

/** The indexes over a source's stored columns (the bench drops and builds them again). */
export function searchIndexStatements(source: SearchSource): string[] {
  const statements = [
    `CREATE INDEX IF NOT EXISTS "${source.table}_search_document_idx" ON "${source.table}" USING gin ("search_document");`,
  ];
  if (source.typos) {
    statements.push(
      `CREATE INDEX IF NOT EXISTS "${source.table}_search_name_idx" ON "${source.table}" USING gin ("search_name" public.gin_trgm_ops);`,
    );
  }
  return statements;
}
