import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { badRequest } from "../platform/http/errors.ts";

/**
 * Keyset pagination over (created_at, id), newest first. The cursor carries the
 * timestamp as whole microseconds since the epoch, because a JS Date keeps only
 * milliseconds and would skip or repeat rows that share one.
 */
export const cursorColumn = (createdAt: AnyPgColumn) =>
  sql<string>`(extract(epoch from ${createdAt}) * 1000000)::bigint::text`;

export function encodeCursor(micros: string, id: string): string {
  return Buffer.from(`${micros}.${id}`).toString("base64url");
}

// A post id exactly as PostgreSQL prints a uuid: anything looser (36 dashes) passed
// here and then failed the database's own uuid parsing as a 500.
const postIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The position a cursor points at; a 400 for anything that is not one of ours. */
export function decodeCursor(cursor: string): { micros: string; id: string } {
  const [micros, id] = Buffer.from(cursor, "base64url").toString().split(".");
  if (!micros || !/^\d{1,18}$/.test(micros) || !id || !postIdPattern.test(id)) {
    throw badRequest("Invalid cursor");
  }
  return { micros, id };
}

/**
 * `(created_at, id) < cursor`: the rows after the cursor's in newest-first
 * order, as one row comparison the (…, created_at, id) index serves.
 */
export function olderThan(createdAt: AnyPgColumn, id: AnyPgColumn, cursor: string) {
  const { micros, id: cursorId } = decodeCursor(cursor);
  return sql`(${createdAt}, ${id}) < (timestamptz 'epoch'
    + ${micros}::bigint * interval '1 microsecond', ${cursorId}::uuid)`;
}

/** A page of `limit` rows from `limit + 1` fetched, with the cursor of its last row. */
export function keysetPage<Row extends { cursor: string; id: string }>(rows: Row[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    page,
    nextCursor: rows.length > limit && last ? encodeCursor(last.cursor, last.id) : null,
  };
}

/**
 * olderThan() for a prepared statement: the cursor's parts are the placeholders
 * "micros" and "cursorId" (decodeCursor's `micros` and `id`).
 */
export const olderThanPlaceholders = (createdAt: AnyPgColumn, id: AnyPgColumn) =>
  sql`(${createdAt}, ${id}) < (timestamptz 'epoch'
    + ${sql.placeholder("micros")}::bigint * interval '1 microsecond', ${sql.placeholder("cursorId")}::uuid)`;

/**
 * Keyset pagination over (name, id), A to Z (restaurants and shops): the cursor
 * carries the last name and id. The name is compared by the database's collation
 * in the same `(name, id) > (…)` row comparison the (city_id, name, id) index serves.
 */
export function encodeNameCursor(name: string, id: string): string {
  return Buffer.from(JSON.stringify([name, id])).toString("base64url");
}

export function decodeNameCursor(cursor: string): { name: string; id: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString());
  } catch {
    throw badRequest("Invalid cursor");
  }
  const [name, id] = Array.isArray(parsed) ? parsed : [];
  if (typeof name !== "string" || typeof id !== "string" || !postIdPattern.test(id)) {
    throw badRequest("Invalid cursor");
  }
  return { name, id };
}
