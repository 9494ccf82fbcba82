import { getTableColumns, getTableName, is } from "drizzle-orm";
import { type AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import * as schema from "./schema.ts";

// Which columns name a stored file, read from the schema itself (issue 29): a new table
// with an image (a directory's businessColumns(), a cover) or a set of photos is known
// to the orphan sweep without a list to keep, as a new directory needs only its config.

export interface StoredFileColumns {
  table: PgTable;
  /** Columns holding one key each: `image_key`, `thumbnail_key`, `cover_image_key` ... */
  keys: AnyPgColumn[];
  /** jsonb `photos` columns: a set of { key, thumbnailKey } (server/platform/storage/photo-set.ts). */
  photoSets: AnyPgColumn[];
}

const keyColumn = /(^|_)(image|thumbnail)_key$/;

/** Every table that names stored files, with those columns. */
export function storedFileColumns(): StoredFileColumns[] {
  const found: StoredFileColumns[] = [];
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const columns = Object.values(getTableColumns(table)) as AnyPgColumn[];
    const keys = columns.filter((column) => keyColumn.test(column.name));
    const photoSets = columns.filter((column) => column.name === "photos");
    if (keys.length > 0 || photoSets.length > 0) found.push({ table, keys, photoSets });
  }
  return found;
}

/** "posts.image_key", as information_schema names them. */
export const storedFileColumnNames = (): string[] =>
  storedFileColumns().flatMap(({ table, keys, photoSets }) =>
    [...keys, ...photoSets].map((column) => `${getTableName(table)}.${column.name}`),
  );
