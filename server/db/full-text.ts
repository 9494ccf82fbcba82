import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * Rows whose generated tsvector column (GIN-indexed) matches what a person
 * typed, read as a web search ("red chair", "sofa -leather", "\"sea view\"") by
 * websearch_to_tsquery, which never fails on odd input. English stemming, so
 * "chairs" finds "chair".
 */
export function matchesKeyword(search: AnyPgColumn, keyword: string | Placeholder): SQL {
  return sql`${search} @@ websearch_to_tsquery('english'::regconfig, ${keyword})`;
}
