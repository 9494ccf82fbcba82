import { getTableName } from "drizzle-orm";
import { type SearchSection, searchSections } from "../../../contracts/search-rules.ts";
import { directories } from "../directories/registry.ts";

// What city-wide search reads (decision 073): every directory in the registry, the
// feed's posts, the calendar's events and the city's members. Each source is its own
// table's rows, matched through expression indexes on that table, so a deleted or
// removed row leaves the results with the row itself: there is no copy to keep in step.

/** The text a source is searched by: SQL over its own columns, the name (A) and the rest (B). */
export type SearchFields = { named: string[]; described: string[] };

const joined = (parts: string[]) =>
  parts.length === 0 ? "''" : parts.map((p) => `coalesce(${p}, '')`).join(` || ' ' || `);

/** The indexed tsvector: English and Spanish lexemes of the folded text, names weighted A. */
export const searchDocument = (fields: SearchFields) =>
  `public.coastal_search_document(${joined(fields.named)}, ${joined(fields.described)})`;

/** The folded name the trigram index serves (typos: "surfbord" finds "Surfboard"). */
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
  /** Columns: the id, the title and the text a snippet is cut from, the date, a thumbnail key. */
  id: string;
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
    id: `"id"::text`,
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
  id: `"id"::text`,
  title: `"content"`,
  text: `"content"`,
  date: `"created_at"`,
  thumbnail: `"thumbnail_key"`,
  thumbnailIs: "key",
  path: (city, row) => `/city/${city}/feed#post-${row.id}`,
};

const events: SearchSource = {
  section: "events",
  audience: "anyone",
  from: `"events"`,
  table: "events",
  where: `"city_id" = $city`,
  fields: { named: ['"title"'], described: ['"description"', '"venue"', '"address"'] },
  typos: true,
  id: `"id"::text`,
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

/**
 * The statements that index a source (its migration holds exactly these; the test
 * search-index.test.ts asks the planner to use them): a GIN index over the document,
 * and a trigram index over the folded name.
 */
export function searchIndexStatements(source: SearchSource): string[] {
  const own = (expression: string) => expression.replaceAll(`"${source.table}".`, "");
  const statements = [
    `CREATE INDEX IF NOT EXISTS "${source.table}_search_document_idx" ON "${source.table}" USING gin (${own(searchDocument(source.fields))});`,
  ];
  if (source.typos) {
    statements.push(
      `CREATE INDEX IF NOT EXISTS "${source.table}_search_name_idx" ON "${source.table}" USING gin (${own(searchName(source.fields))} public.gin_trgm_ops);`,
    );
  }
  return statements;
}
