import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { SearchSort } from "../../../contracts/search-rules.ts";
import { literal, newestMatches, searchShares } from "./search-candidates.ts";
import { type SearchSource, storedColumn } from "./search-sources.ts";

// The search statement (issue 34, decisions 073, 082 and 102): one for the first results of
// every section the viewer may see, or a keyset page of one section, built once per shape.

const dialect = new PgDialect();

// What a search is asked with, by name: a statement is built once per shape (below) and
// these are filled in per search.
const value = {
  city: sql.placeholder("city"),
  prefixes: sql.placeholder("prefixes"),
  folded: sql.placeholder("folded"),
  term: (i: number) => sql.placeholder(`term${i}`),
  cursorValue: sql.placeholder("cursorValue"),
  cursorKey: sql.placeholder("cursorKey"),
};

/** A source's text with `$city` bound to the city's id. */
const withCity = (text: string): SQL => {
  const parts = text.split("$city");
  return sql.join(
    parts.map((part, i) => (i === 0 ? sql.raw(part) : sql`${value.city}::uuid${sql.raw(part)}`)),
    sql``,
  );
};

/**
 * How many of the newest matches of a section are ranked (decisions 082, 091): a word in
 * half a million posts costs ranking 200 stored vectors, not half a million. Relevance is
 * therefore the best of the newest 200 matches, which is what a neighbour searching a
 * busy city wants; sort=date reads every match in date order. Finding them walks the
 * section newest first, so a word in one row of eleven walks about 2,200 rows: 1,000
 * candidates cost 7 ms a section, 200 under 2.
 */
export const rankedCandidates = 200;

/**
 * What every section asks with, once per statement: the English and Spanish prefix query,
 * the folded words together (for similarity) and one by one (for closeness).
 */
function searchQuery(termCount: number): SQL {
  const words = sql.join(
    Array.from({ length: termCount }, (_, i) => sql`public.coastal_search_fold(${value.term(i)})`),
    sql`, `,
  );
  return sql`select to_tsquery('english'::regconfig, public.coastal_search_fold(${value.prefixes}))
      || to_tsquery('spanish'::regconfig, public.coastal_search_fold(${value.prefixes})) as query,
    public.coastal_search_fold(${value.folded}) as folded,
    array[${words}] as words`;
}

/** One source's matches, best (or newest) first, after the cursor. */
function sourceQuery(
  source: SearchSource,
  input: { termCount: number; sort: SearchSort; cursor: boolean; limit: number },
): SQL {
  // The query and the folded words, computed once (`searchQuery`), not once per row.
  const tsquery = sql`(select query from search_query)`;
  // The stored columns (decision 082): read, never rebuilt from the text per row.
  const document = sql.raw(storedColumn(source, "search_document"));
  const name = sql.raw(storedColumn(source, "search_name"));
  const folded = sql`(select folded from search_query)`;
  // A typo is forgiven word by word: each word must be close to a word of the name.
  const eachClose = sql.join(
    Array.from(
      { length: input.termCount },
      (_, i) => sql`(select words[${sql.raw(String(i + 1))}] from search_query) <% ${name}`,
    ),
    sql` and `,
  );
  // A row only close to the words ranks by how close (0.3 to 0.5); a match by ts_rank,
  // whose weights put a name's words first. Similarity is not computed for matches: on
  // 1,000 candidates it cost more than everything else.
  const similarity = source.typos
    ? sql` + case when typo then word_similarity(${folded}, name) * 0.5 else 0 end`
    : sql``;
  const date = sql.raw(source.date);
  const id = sql.raw(source.id);
  // Newest first by the table's own (city, date, id) index: uuid order is the order of
  // its text in "C", so the keyset's `key collate "C"` and this agree.
  const newest = sql`${date} desc, ${id}${sql.raw(source.textId ? ' collate "C"' : "")} desc`;
  const cursor = input.cursor ? input.sort : undefined;
  // The date keyset: `date <=` bounds the index scan (a millisecond of slack, the
  // cursor's microseconds being exact only through the same expression), the rest is exact.
  const afterDate =
    cursor === "date"
      ? sql` and ${date} <= timestamptz 'epoch' + (${value.cursorValue}::bigint + 1000) * interval '1 microsecond'
          and ((extract(epoch from ${date}) * 1000000)::bigint < ${value.cursorValue}::bigint
            or ((extract(epoch from ${date}) * 1000000)::bigint = ${value.cursorValue}::bigint
              and ${id}::text collate "C" < ${value.cursorKey}))`
      : sql``;
  const afterScore =
    cursor === "relevance"
      ? sql`where (score < ${value.cursorValue}::real
          or (score = ${value.cursorValue}::real and key collate "C" < ${value.cursorKey}))`
      : sql``;
  const where = withCity(source.where);
  // Only what ranking needs: the shown columns (a post's photo is a subquery) are read
  // for the page alone, below.
  // Ranked after the LIMIT: only the rows kept are scored. By date the page is the
  // newest matches after the cursor; by relevance, the best of the newest candidates.
  const kept = input.sort === "date" ? input.limit : rankedCandidates;
  const matches = newestMatches({
    table: source.table,
    columns: sql`${id} as row_id, ${id}::text as key, ${date} as date,
        ${document} as document${source.typos ? sql`, ${name} as name` : sql``}`,
    from: sql.raw(source.from),
    where: sql`${where}${afterDate}`,
    match: sql`${document} @@ ${tsquery}`,
    close: source.typos ? eachClose : undefined,
    few: input.limit,
    newest,
    kept,
  });
  const order = (of: string) =>
    input.sort === "date"
      ? sql.raw(`${of}micros::bigint desc, ${of}key collate "C" desc`)
      : sql.raw(`${of}score desc, ${of}key collate "C" desc`);
  return sql`(select ${literal(source.section)}::text as section, found.key as id,
      shown.title, shown.text, found.date, shown.thumb, found.score, found.micros
    from (
      select row_id, key, date, score, micros from (
        select row_id, key, date,
          (ts_rank(document, ${tsquery})${similarity})::real as score,
          (extract(epoch from date) * 1000000)::bigint::text as micros
        from (${matches}) candidate
      ) ranked
      ${afterScore}
      order by ${order("")}
      limit ${literal(input.limit)}::int
    ) found
    cross join lateral (
      select left(${sql.raw(source.title)}, 400) as title,
        left(${sql.raw(source.text)}, 4000) as text,
        ${sql.raw(source.thumbnail)} as thumb
      from ${sql.raw(source.from)}
      where ${where} and ${id} = found.row_id
    ) shown
    order by ${order("found.")})`;
}

export type Shape = {
  sources: SearchSource[];
  termCount: number;
  sort: SearchSort;
  cursor: boolean;
  limit: number;
};

/**
 * Each shape's statement, built once: composing and rendering it took 0.6 ms of CPU per
 * search, a third of the statement's own time. The shapes are few (the sections a viewer
 * may search or the one chosen, up to `searchLimits.maxTerms` words, two sorts, with or
 * without a cursor, two page sizes), so the map stays small.
 */
const statements = new Map<string, { name: string; text: string; params: unknown[] }>();

export function statementFor(shape: Shape) {
  const key = JSON.stringify([
    shape.sources.map((s) => s.section),
    shape.termCount,
    shape.sort,
    shape.cursor,
    shape.limit,
  ]);
  let found = statements.get(key);
  if (found) return found;
  const shares = searchShares(
    shape.sources.map((source) => source.table),
    Array.from({ length: shape.termCount }, (_, i) => value.term(i)),
  );
  const sections = sql.join(
    shape.sources.map((source) => sourceQuery(source, shape)),
    sql` union all `,
  );
  const query = dialect.sqlToQuery(
    sql`with search_query as materialized (${searchQuery(shape.termCount)}),
      search_shares as materialized (${shares}) ${sections}`,
  );
  // Named by its text: each shape is planned once per connection, generically (decision
  // 021's pool), and its plan kept. Planning the statement took longer than running it
  // (decision 082).
  found = {
    name: `search_${createHash("sha1").update(query.sql).digest("hex").slice(0, 24)}`,
    text: query.sql,
    params: query.params,
  };
  statements.set(key, found);
  return found;
}
