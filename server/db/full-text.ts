import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * What a person typed, read as a web search ("red chair", "sofa -leather",
 * "\"sea view\"") by websearch_to_tsquery, with English stemming, so "chairs"
 * finds "chair".
 *
 * websearch_to_tsquery fails on one input: each "-" is a NOT, and more than 32
 * of them in a row, with only spaces or punctuation between ("---…", "-(-(-("),
 * nest too deep ("tsquery stack too small"). A run of dashes therefore keeps
 * only its last one; a dash between letters ("sea-view") is untouched.
 */
export function webSearchQuery(keyword: string | Placeholder): SQL {
  const safe = sql`regexp_replace(${keyword}, '-(?=[^[:alnum:]]*-)', ' ', 'g')`;
  return sql`websearch_to_tsquery('english'::regconfig, ${safe})`;
}

/** Rows whose generated tsvector column (GIN-indexed) matches what a person typed. */
export function matchesKeyword(search: AnyPgColumn, keyword: string | Placeholder): SQL {
  return sql`${search} @@ ${webSearchQuery(keyword)}`;
}
