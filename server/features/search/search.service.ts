import { fillPlaceholders } from "drizzle-orm";
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
import type { SearchSource } from "./search-sources.ts";
import { statementFor } from "./search-statement.ts";
import { prefixQuery, searchTerms } from "./search-terms.ts";

// City-wide search (issue 34, decisions 073 and 082): one statement for the first results
// of every section the viewer may see, or a keyset page of one section (search-statement.ts).

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
  const statement = statementFor({
    sources: input.sources,
    termCount: terms.length,
    sort: input.sort,
    cursor: Boolean(cursor),
    limit: size + 1,
  });
  const { rows } = await context.db.$client.query<Row>({
    name: statement.name,
    text: statement.text,
    values: fillPlaceholders(statement.params, {
      city: input.city.id,
      prefixes: prefixQuery(terms),
      folded: terms.join(" "),
      ...Object.fromEntries(terms.map((term, i) => [`term${i}`, term])),
      cursorValue: cursor?.value,
      cursorKey: cursor?.key,
    }),
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
