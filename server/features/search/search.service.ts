import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { SearchPage, SearchReply, SearchResult } from "../../../contracts/search.ts";
import {
  type SearchSection,
  type SearchSort,
  searchLimits,
  searchMessages,
} from "../../../contracts/search-rules.ts";
import type { Db } from "../../db/client.ts";
import { badRequest } from "../../platform/http/errors.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { highlight, snippet } from "./highlight.ts";
import { literal, newestMatches, searchShares } from "./search-candidates.ts";
import { type SearchSource, storedColumn } from "./search-sources.ts";
import { prefixQuery, searchTerms } from "./search-terms.ts";

// City-wide search (issue 34, decisions 073 and 082): one statement for the first results
// of every section the viewer may see, or a keyset page of one section.

type Row = {
  section: SearchSection;
  id: string;
  title: string;
  text: string;
  date: Date | string;
  thumb: string | null;
  score: number;
  micros: string;
};

type Cursor = { sort: SearchSort; value: string; key: string };

const dialect = new PgDialect();

function encodeCursor(sort: SearchSort, row: Row): string {
  const value = sort === "date" ? row.micros : String(row.score);
  return Buffer.from(JSON.stringify([sort, value, row.id])).toString("base64url");
}

/** The position a cursor points at; a 400 for anything that is not one of ours. */
function decodeCursor(cursor: string, sort: SearchSort): Cursor {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, "base64url").toString());
  } catch {
    throw badRequest(searchMessages.invalidCursor);
  }
  if (!Array.isArray(parts) || parts.length !== 3) throw badRequest(searchMessages.invalidCursor);
  const [kind, value, key] = parts;
  const valid =
    kind === sort &&
    typeof value === "string" &&
    (sort === "date" ? /^-?\d{1,18}$/.test(value) : Number.isFinite(Number(value))) &&
    typeof key === "string" &&
    /^[\w-]{1,64}$/.test(key);
  if (!valid) throw badRequest(searchMessages.invalidCursor);
  return { sort, value, key: key as string };
}

/** A source's text with `$city` bound to the city's id. */
const withCity = (text: string, cityId: string): SQL => {
  const parts = text.split("$city");
  return sql.join(
    parts.map((part, i) => (i === 0 ? sql.raw(part) : sql`${cityId}::uuid${sql.raw(part)}`)),
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
function searchQuery(terms: string[]): SQL {
  const prefixes = prefixQuery(terms);
  const words = sql.join(
    terms.map((term) => sql`public.coastal_search_fold(${term})`),
    sql`, `,
  );
  return sql`select to_tsquery('english'::regconfig, public.coastal_search_fold(${prefixes}))
      || to_tsquery('spanish'::regconfig, public.coastal_search_fold(${prefixes})) as query,
    public.coastal_search_fold(${terms.join(" ")}) as folded,
    array[${words}] as words`;
}

/** One source's matches, best (or newest) first, after the cursor. */
function sourceQuery(
  source: SearchSource,
  input: { cityId: string; terms: string[]; sort: SearchSort; cursor?: Cursor; limit: number },
): SQL {
  // The query and the folded words, computed once (`searchQuery`), not once per row.
  const tsquery = sql`(select query from search_query)`;
  // The stored columns (decision 082): read, never rebuilt from the text per row.
  const document = sql.raw(storedColumn(source, "search_document"));
  const name = sql.raw(storedColumn(source, "search_name"));
  const folded = sql`(select folded from search_query)`;
  // A typo is forgiven word by word: each word must be close to a word of the name.
  const eachClose = sql.join(
    input.terms.map(
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
  const { cursor } = input;
  // The date keyset: `date <=` bounds the index scan (a millisecond of slack, the
  // cursor's microseconds being exact only through the same expression), the rest is exact.
  const afterDate =
    cursor?.sort === "date"
      ? sql` and ${date} <= timestamptz 'epoch' + (${cursor.value}::bigint + 1000) * interval '1 microsecond'
          and ((extract(epoch from ${date}) * 1000000)::bigint < ${cursor.value}::bigint
            or ((extract(epoch from ${date}) * 1000000)::bigint = ${cursor.value}::bigint
              and ${id}::text collate "C" < ${cursor.key}))`
      : sql``;
  const afterScore =
    cursor?.sort === "relevance"
      ? sql`where (score < ${cursor.value}::real
          or (score = ${cursor.value}::real and key collate "C" < ${cursor.key}))`
      : sql``;
  const where = withCity(source.where, input.cityId);
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

function present(
  row: Row,
  source: SearchSource,
  terms: string[],
  context: { citySlug: string; storage: Storage },
): SearchResult {
  const isPost = source.section === "posts";
  return {
    id: row.id,
    section: row.section,
    path: source.path(context.citySlug, { id: row.id, title: row.title }),
    title: isPost ? snippet(row.title, terms, 120) : highlight(row.title, terms),
    snippet: isPost ? [] : snippet(row.text ?? "", terms),
    date: new Date(row.date).toISOString(),
    thumbnailUrl: !row.thumb
      ? null
      : source.thumbnailIs === "url"
        ? row.thumb
        : context.storage.publicUrl(row.thumb),
  };
}

export async function searchCity(
  context: { db: Db; storage: Storage },
  input: {
    city: { id: string; slug: string };
    q: string;
    sort: SearchSort;
    cursor?: string;
    /** The sources searched: those the viewer may see, or the one section chosen. */
    sources: SearchSource[];
    /** One section, paged. */
    paged: boolean;
  },
): Promise<SearchReply> {
  const terms = searchTerms(input.q);
  const cursor = input.cursor ? decodeCursor(input.cursor, input.sort) : undefined;
  const size = input.paged ? searchLimits.pageSize : searchLimits.perSection;
  const empty = (): SearchPage => ({ items: [], nextCursor: null });
  const reply: SearchReply = {
    q: input.q,
    sort: input.sort,
    sections: input.sources.map((s) => ({ section: s.section, results: empty() })),
  };
  // Nothing left to look for ("!!!", "&|"): nothing found, without asking the database.
  if (terms.length === 0 || input.sources.length === 0) return reply;
  const shares = searchShares(
    input.sources.map((source) => source.table),
    terms,
  );
  const sections = sql.join(
    input.sources.map((source) =>
      sourceQuery(source, {
        cityId: input.city.id,
        terms,
        sort: input.sort,
        cursor,
        limit: size + 1,
      }),
    ),
    sql` union all `,
  );
  const statement = dialect.sqlToQuery(
    sql`with search_query as materialized (${searchQuery(terms)}),
      search_shares as materialized (${shares}) ${sections}`,
  );
  // Named by its text: each shape (sections, number of words, sort, cursor) is planned
  // once per connection, generically (decision 021's pool), and its plan kept. Planning
  // the statement took longer than running it (decision 082).
  const { rows } = await context.db.$client.query<Row>({
    name: `search_${createHash("sha1").update(statement.sql).digest("hex").slice(0, 24)}`,
    text: statement.sql,
    values: statement.params,
  });
  for (const group of reply.sections) {
    const source = input.sources.find((s) => s.section === group.section);
    if (!source) continue;
    const found = rows.filter((row) => row.section === group.section);
    const page = found.slice(0, size);
    const last = page.at(-1);
    group.results = {
      items: page.map((row) =>
        present(row, source, terms, { citySlug: input.city.slug, storage: context.storage }),
      ),
      nextCursor: found.length > size && last ? encodeCursor(input.sort, last) : null,
    };
  }
  return reply;
}
