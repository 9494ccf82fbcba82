import { type SQL, sql } from "drizzle-orm";
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
import { type SearchSource, searchDocument, searchName } from "./search-sources.ts";
import { prefixQuery, searchTerms } from "./search-terms.ts";

// City-wide search (issue 34, decision 073): one statement for the first results of
// every section the viewer may see, or a keyset page of one section.

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

/** One source's matches, best (or newest) first, after the cursor. */
function sourceQuery(
  source: SearchSource,
  input: { cityId: string; terms: string[]; sort: SearchSort; cursor?: Cursor; limit: number },
): SQL {
  const prefixes = prefixQuery(input.terms);
  const tsquery = sql`(to_tsquery('english'::regconfig, public.coastal_search_fold(${prefixes}))
    || to_tsquery('spanish'::regconfig, public.coastal_search_fold(${prefixes})))`;
  const document = sql.raw(searchDocument(source.fields));
  const name = sql.raw(searchName(source.fields));
  const folded = sql`public.coastal_search_fold(${input.terms.join(" ")})`;
  // A typo is forgiven word by word: each word must be close to a word of the name.
  const eachClose = sql.join(
    input.terms.map((term) => sql`public.coastal_search_fold(${term}) <% ${name}`),
    sql` and `,
  );
  const similar = source.typos ? sql` or (${eachClose})` : sql``;
  const similarity = source.typos ? sql` + word_similarity(${folded}, ${name}) * 0.5` : sql``;
  const { cursor } = input;
  const after = !cursor
    ? sql``
    : cursor.sort === "date"
      ? sql`where (micros::bigint < ${cursor.value}::bigint
          or (micros::bigint = ${cursor.value}::bigint and key collate "C" < ${cursor.key}))`
      : sql`where (score < ${cursor.value}::real
          or (score = ${cursor.value}::real and key collate "C" < ${cursor.key}))`;
  const order =
    input.sort === "date"
      ? sql`micros::bigint desc, key collate "C" desc`
      : sql`score desc, key collate "C" desc`;
  return sql`(select ${source.section}::text as section, key as id, title, text, date, thumb, score, micros
    from (
      select ${sql.raw(source.id)} as key,
        left(${sql.raw(source.title)}, 400) as title,
        left(${sql.raw(source.text)}, 4000) as text,
        ${sql.raw(source.date)} as date,
        ${sql.raw(source.thumbnail)} as thumb,
        (ts_rank(${document}, ${tsquery})${similarity})::real as score,
        (extract(epoch from ${sql.raw(source.date)}) * 1000000)::bigint::text as micros
      from ${sql.raw(source.from)}
      where ${withCity(source.where, input.cityId)} and (${document} @@ ${tsquery}${similar})
    ) found
    ${after}
    order by ${order}
    limit ${input.limit})`;
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
  const statement = sql.join(
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
  const { rows } = await context.db.execute<Row>(statement);
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
