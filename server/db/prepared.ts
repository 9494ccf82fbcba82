import { type SQL, sql } from "drizzle-orm";
import type { Db } from "./client.ts";

const prepared = new WeakMap<Db, Map<string, unknown>>();

/**
 * A query prepared once per database and name (`build` calls drizzle's
 * .prepare(name)): PostgreSQL then skips parsing and planning on every call,
 * which for a list page costs more than running it.
 */
export function preparedOnce<Query>(db: Db, name: string, build: () => Query): Query {
  const byName = prepared.get(db) ?? new Map<string, unknown>();
  prepared.set(db, byName);
  if (!byName.has(name)) byName.set(name, build());
  return byName.get(name) as Query;
}

/**
 * An optional filter of a prepared list query: the placeholder `name`, typed as
 * `type`, set to null means "Any" (no filter). One statement serves every
 * combination of filters.
 */
export function optional(
  name: string,
  type: "text" | "bigint" | "integer" | "float8",
  condition: (value: SQL) => SQL,
): SQL {
  const value = sql`${sql.placeholder(name)}::${sql.raw(type)}`;
  return sql`(${value} is null or ${condition(value)})`;
}
