import { and, asc, desc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { matchesKeyword } from "../../db/full-text.ts";
import {
  cursorColumn,
  decodeCursor,
  decodeNameCursor,
  encodeNameCursor,
  keysetPage,
  olderThanPlaceholders,
} from "../../db/keyset-cursor.ts";
import { optional, preparedOnce } from "../../db/prepared.ts";
import { cities, profiles } from "../../db/schema.ts";
import { type Directory, type Filter, titleColumn } from "./directory.ts";

// The list of any directory: the city, its optional filters, a keyword and a keyset
// cursor, in the directory's order. One statement per directory and variant, prepared
// once without a keyword (its filters placeholders that may be null: one plan that
// walks the (city_id, created_at, id) or (city_id, name, id) index); a keyword is
// planned every time, so PostgreSQL may choose the GIN index for a rare word.

const conditionOf = (filter: Filter) => {
  const { column } = filter;
  const compare: Record<Filter["match"], (value: SQL) => SQL> = {
    exact: (value) => eq(column, value),
    atLeast: (value) => gte(column, value),
    atMost: (value) => lte(column, value),
    caseless: (value) => sql`lower(${column}) = lower(${value})`,
  };
  return optional(filter.param, filter.type, compare[filter.match]);
};

/** Newest first on (created_at, id), or A to Z on (name, id): the cursor and its condition. */
const orders = {
  newest: {
    cursor: (d: Directory) => cursorColumn(d.table.createdAt),
    after: (d: Directory) => olderThanPlaceholders(d.table.createdAt, d.table.id),
    orderBy: (d: Directory) => [desc(d.table.createdAt), desc(d.table.id)],
    position: (cursor: string) => {
      const { micros, id } = decodeCursor(cursor);
      return { micros, cursorId: id };
    },
  },
  name: {
    cursor: (d: Directory) => titleColumn(d),
    after: (d: Directory) =>
      sql`(${titleColumn(d)}, ${d.table.id}) > (${sql.placeholder("cursorName")}::text, ${sql.placeholder("cursorId")}::uuid)`,
    orderBy: (d: Directory) => [asc(titleColumn(d)), asc(d.table.id)],
    position: (cursor: string) => {
      const { name, id } = decodeNameCursor(cursor);
      return { cursorName: name, cursorId: id };
    },
  },
};

function buildListQuery(db: Db, d: Directory, options: { after: boolean; keyword: boolean }) {
  const t = d.table;
  const order = orders[d.order];
  // The city by its slug in the same statement, and the locale and currency its prices are
  // written in: one round trip per page (each subquery runs once, not per row).
  const ofCity = (column: typeof cities.id | typeof cities.locale | typeof cities.currency) =>
    sql`(select ${column} from ${cities} where ${cities.slug} = ${sql.placeholder("citySlug")})`;
  // A card that shows its owner reads the profile once per row through a join, not twice
  // through the per-row subqueries of ownerColumns (entry-owner.ts).
  const showsOwner = "ownerName" in d.cardColumns;
  const owner: Record<string, AnyPgColumn> = showsOwner
    ? { ownerName: profiles.username, ownerAvatarUrl: profiles.avatarUrl }
    : {};
  const select = db
    .select({
      ...d.cardColumns,
      ...owner,
      id: t.id,
      cursor: order.cursor(d),
      cityLocale: sql<string>`${ofCity(cities.locale)}`,
      cityCurrency: sql<string>`${ofCity(cities.currency)}`,
    })
    .from(t)
    .$dynamic();
  return (showsOwner ? select.leftJoin(profiles, eq(profiles.id, t.userId)) : select)
    .where(
      and(
        eq(t.cityId, ofCity(cities.id)),
        ...d.filters.map(conditionOf),
        options.keyword ? matchesKeyword(t.search, sql.placeholder("q")) : undefined,
        options.after ? order.after(d) : undefined,
      ),
    )
    .orderBy(...order.orderBy(d))
    .limit(sql.placeholder("limit"));
}

export type ListQuery = { q?: string; cursor?: string; limit: number } & Record<string, unknown>;

/** One page's row: the card's columns, and the city's locale and currency for its prices. */
export type ListRow = { cityLocale: string; cityCurrency: string } & Record<string, unknown>;

/** The rows of one page (cards not yet presented) and the cursor of the next. */
export async function readListPage(
  db: Db,
  d: Directory,
  input: { citySlug: string; query: ListQuery },
): Promise<{ rows: ListRow[]; nextCursor: string | null }> {
  const { query, citySlug } = input;
  const order = orders[d.order];
  const position = query.cursor ? order.position(query.cursor) : null;
  const variant = { after: position !== null, keyword: Boolean(query.q) };
  const name = `${d.kind}_list_${variant.after ? "after" : "first"}`;
  const statement = variant.keyword
    ? buildListQuery(db, d, variant)
    : preparedOnce(db, name, () => buildListQuery(db, d, variant).prepare(name));
  const filters: Record<string, unknown> = {};
  for (const filter of d.filters) {
    const value = query[filter.param];
    const given = value !== undefined && value !== "";
    filters[filter.param] = !given
      ? null
      : filter.convert
        ? filter.convert(value as number)
        : value;
  }
  const rows = (await statement.execute({
    citySlug,
    ...filters,
    q: query.q,
    micros: undefined,
    cursorName: undefined,
    cursorId: undefined,
    ...position,
    limit: query.limit + 1,
  })) as ({ id: string; cursor: string } & ListRow)[];
  if (d.order === "newest") {
    const { page, nextCursor } = keysetPage(rows, query.limit);
    return { rows: page, nextCursor };
  }
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor: rows.length > query.limit && last ? encodeNameCursor(last.cursor, last.id) : null,
  };
}
