import { eq, inArray, type SQL, sql } from "drizzle-orm";
import { savedSearches } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { type Directory, type Filter, titleColumn } from "../directories/directory.ts";
import type { EntryWritten } from "../directories/entry-written.ts";
import { notify } from "../notifications/notifications.service.ts";
import { searchDocument } from "../search/search-sources.ts";

// Matching a new or changed entry against the city's saved searches (issue 34, decision
// 081). One statement reads the entry once and compares it with every unpaused saved
// search of its city and section in the database: the list's filters as the list page
// applies them (list-query.ts), its words as the list's keyword (websearch, English), or a
// whole-city search's words as city search reads them (decision 073). Each match claims a
// (saved search, item) row with ON CONFLICT DO NOTHING, so across edits and instances
// only the first claim notifies: at most once per item.

/** The entry's column for a filter, named in the CTE `item`. */
const itemColumn = (filter: Filter) => sql.raw(`"item"."f_${filter.param}"`);

/** A saved filter (as the column holds it, cents) holds for the entry, or was not set. */
function filterHolds(filter: Filter): SQL {
  const saved = sql`(${savedSearches.columnFilters} ->> ${sql.raw(`'${filter.param}'`)})`;
  const value = sql`${saved}::${sql.raw(filter.type)}`;
  const column = itemColumn(filter);
  const compare: Record<Filter["match"], SQL> = {
    exact: sql`${column}::text = ${saved}`,
    atLeast: sql`${column} >= ${value}`,
    atMost: sql`${column} <= ${value}`,
    caseless: sql`lower(${column}::text) = lower(${saved})`,
  };
  return sql`(${saved} is null or ${compare[filter.match]})`;
}

/** The statement that claims an entry's matches (exported for the bench, which times it alone). */
export function matchStatement(d: Directory, itemId: string): SQL {
  const t = d.table;
  const filterColumns = d.filters.map(
    (filter) => sql`${filter.column} as ${sql.raw(`"f_${filter.param}"`)}`,
  );
  const listFilters = d.filters.length
    ? sql.join(d.filters.map(filterHolds), sql` and `)
    : sql`true`;
  // Materialized: the entry's documents are computed once, not once per saved search.
  return sql`with "item" as materialized (
      select ${t.id} as "id", ${t.cityId} as "city_id", ${t.userId} as "user_id",
        ${t.search} as "list_document", ${sql.raw(searchDocument(d.search))} as "city_document"
        ${filterColumns.length ? sql`, ${sql.join(filterColumns, sql`, `)}` : sql``}
      from ${t} where ${t.id} = ${itemId}
    )
    insert into "saved_search_matches" ("saved_search_id", "item_id")
    select ${savedSearches.id}, "item"."id" from "item"
    join ${savedSearches} on ${savedSearches.cityId} = "item"."city_id"
    where not ${savedSearches.paused}
      and ${savedSearches.userId} <> "item"."user_id"
      and (${savedSearches.section} = ${d.section} or ${savedSearches.section} is null)
      and case
        when ${savedSearches.section} is null
          then coalesce("item"."city_document" @@ ${savedSearches.cityQuery}, false)
        -- The words first (a stored query: cheap and selective), then the filters.
        when ${savedSearches.listQuery} is null or "item"."list_document" @@ ${savedSearches.listQuery}
          then ${listFilters}
        else false
      end
    on conflict do nothing
    returning "saved_search_id"`;
}

/** Claims the matches of a written entry, then tells each claimer's owner once. */
export async function matchSavedSearches(context: AppContext, written: EntryWritten) {
  const { db } = context;
  const { d, itemId, ownerId, citySlug } = written;
  const { rows: claimed } = await db.execute<{ saved_search_id: string }>(
    matchStatement(d, itemId),
  );
  if (claimed.length === 0) return;
  const searches = await db
    .select({ id: savedSearches.id, userId: savedSearches.userId, name: savedSearches.name })
    .from(savedSearches)
    .where(
      inArray(
        savedSearches.id,
        claimed.map((row) => row.saved_search_id),
      ),
    );
  for (const search of searches) {
    // At send time too: an entry removed (by its owner or a moderator) since it matched
    // is never announced.
    const title = await currentTitle(context, d, itemId);
    if (title === null) return;
    await notify(context, {
      recipients: [search.userId],
      kind: "saved_search_match",
      // One email per saved search in the 15-minute window, however many match.
      target: { type: "entry", id: search.id, link: d.pagePath(citySlug, itemId), title },
      actorId: ownerId,
      detail: search.name,
    });
  }
}

async function currentTitle(context: AppContext, d: Directory, itemId: string) {
  const [row] = (await context.db
    .select({ title: titleColumn(d) })
    .from(d.table)
    .where(eq(d.table.id, itemId))) as { title: string }[];
  return row ? String(row.title) : null;
}
