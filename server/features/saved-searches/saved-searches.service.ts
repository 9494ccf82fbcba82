import { and, desc, eq, sql } from "drizzle-orm";
import type { SavedSearch, SavedSearchPage } from "../../../contracts/saved-searches.ts";
import {
  type SavedSearchSection,
  savedSearchLimits,
  savedSearchMessages,
} from "../../../contracts/saved-searches-rules.ts";
import type { Db } from "../../db/client.ts";
import { webSearchQuery } from "../../db/full-text.ts";
import { cities, savedSearches } from "../../db/schema.ts";
import { badRequest, conflict, justWritten, notFound } from "../../platform/http/errors.ts";
import type { Viewer } from "../../session/session.ts";
import type { CityRow } from "../communities/cities.service.ts";
import type { Directory } from "../directories/directory.ts";
import { directories } from "../directories/registry.ts";
import { prefixQuery, searchTerms } from "../search/search-terms.ts";

// A member's saved searches (issue 34, decision 081): only their own rows are ever read or
// changed (every statement is scoped to the viewer's id), at most 20 each.

type Row = typeof savedSearches.$inferSelect & { citySlug: string; cityName: string };

export const directoryOfSection = (section: SavedSearchSection): Directory | undefined =>
  directories.find((d) => d.section === section);

function pathOf(row: Pick<Row, "citySlug" | "section" | "filters" | "query">): string {
  const params = new URLSearchParams(row.filters);
  if (row.query) params.set("q", row.query);
  const query = params.toString();
  const base = row.section
    ? `/city/${row.citySlug}/${row.section}`
    : `/city/${row.citySlug}/search`;
  return query ? `${base}?${query}` : base;
}

function present(row: Row): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    citySlug: row.citySlug,
    cityName: row.cityName,
    section: row.section,
    filters: row.filters,
    query: row.query,
    paused: row.paused,
    path: pathOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function readOwn(db: Db, viewer: Viewer, id?: string): Promise<Row[]> {
  const rows = await db
    .select({ search: savedSearches, citySlug: cities.slug, cityName: cities.name })
    .from(savedSearches)
    .innerJoin(cities, eq(cities.id, savedSearches.cityId))
    .where(and(eq(savedSearches.userId, viewer.id), id ? eq(savedSearches.id, id) : undefined))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map((row) => ({ ...row.search, citySlug: row.citySlug, cityName: row.cityName }));
}

/** The viewer's saved searches, newest first: never more than 20, so one page. */
export async function listSavedSearches(
  db: Db,
  input: { viewer: Viewer },
): Promise<SavedSearchPage> {
  const rows = await readOwn(db, input.viewer);
  return { items: rows.map(present), nextCursor: null };
}

/**
 * The list's filters checked by the directory's own list schema (a filter it does not
 * have, or a value it refuses, is a 400), kept as the address has them and as the
 * columns hold them (dollars to cents), for matching.
 */
function filtersFor(d: Directory, filters: Record<string, string | number>) {
  const known = new Set(d.filters.map((f) => f.param));
  for (const key of Object.keys(filters)) {
    if (!known.has(key)) throw badRequest(savedSearchMessages.badFilters);
  }
  const given = Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== "" && value !== null),
  );
  const parsed = d.schemas.list.safeParse(given);
  if (!parsed.success) throw badRequest(savedSearchMessages.badFilters);
  const values = parsed.data as Record<string, unknown>;
  const address: Record<string, string> = {};
  const column: Record<string, string | number> = {};
  for (const filter of d.filters) {
    const value = values[filter.param];
    if (value === undefined || value === null || value === "") continue;
    address[filter.param] = String(value);
    column[filter.param] = filter.convert
      ? filter.convert(Number(value))
      : (value as string | number);
  }
  return { address, column };
}

export async function createSavedSearch(
  db: Db,
  input: {
    viewer: Viewer;
    city: CityRow;
    section: SavedSearchSection | null;
    filters: Record<string, string | number>;
    query: string;
    name: string;
  },
): Promise<SavedSearch> {
  const { viewer, city, section, query, name } = input;
  let filters: { address: Record<string, string>; column: Record<string, string | number> };
  let terms = "";
  if (section) {
    const d = directoryOfSection(section);
    if (!d) throw badRequest(savedSearchMessages.badFilters);
    filters = filtersFor(d, input.filters);
  } else {
    // The whole city: the city search's words (decision 073), and no list filters.
    terms = prefixQuery(searchTerms(query));
    if (Object.keys(input.filters).length > 0 || !terms) {
      throw badRequest(savedSearchMessages.wholeCityNoFilters);
    }
    filters = { address: {}, column: {} };
  }
  const id = await db.transaction(async (tx) => {
    // One member's saves one at a time, so two at once cannot both be the 20th.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('saved_searches'), hashtext(${viewer.id}))`,
    );
    const [counted] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(savedSearches)
      .where(eq(savedSearches.userId, viewer.id));
    if ((counted?.count ?? 0) >= savedSearchLimits.perMember)
      throw conflict(savedSearchMessages.tooMany);
    const [inserted] = await tx
      .insert(savedSearches)
      .values({
        userId: viewer.id,
        cityId: city.id,
        section,
        name,
        filters: filters.address,
        columnFilters: filters.column,
        query,
        terms,
        // Parsed once here, as the list's keyword and city search read them.
        listQuery: section && query ? webSearchQuery(query) : null,
        cityQuery: terms
          ? sql`(to_tsquery('english'::regconfig, public.coastal_search_fold(${terms}))
              || to_tsquery('spanish'::regconfig, public.coastal_search_fold(${terms})))`
          : null,
      })
      .returning({ id: savedSearches.id });
    return justWritten(inserted, "the saved search").id;
  });
  const [row] = await readOwn(db, viewer, id);
  return present(justWritten(row, "the saved search"));
}

/** A new name, or paused / resumed; another member's id is a 404 as if it did not exist. */
export async function updateSavedSearch(
  db: Db,
  input: { viewer: Viewer; id: string; name?: string; paused?: boolean },
): Promise<SavedSearch> {
  const [updated] = await db
    .update(savedSearches)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.paused !== undefined ? { paused: input.paused } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(savedSearches.id, input.id), eq(savedSearches.userId, input.viewer.id)))
    .returning({ id: savedSearches.id });
  if (!updated) throw notFound(savedSearchMessages.notFound);
  const [row] = await readOwn(db, input.viewer, input.id);
  return present(justWritten(row, "the saved search"));
}

export async function deleteSavedSearch(db: Db, input: { viewer: Viewer; id: string }) {
  const [gone] = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, input.id), eq(savedSearches.userId, input.viewer.id)))
    .returning({ id: savedSearches.id });
  if (!gone) throw notFound(savedSearchMessages.notFound);
}
