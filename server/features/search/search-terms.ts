import { searchLimits } from "../../../contracts/search-rules.ts";

// What a person typed, as words (decision 073). Only letters and digits survive, so
// tsquery's operators (& | ! ( ) : * < >), quotes and regex syntax never reach
// PostgreSQL as syntax: the words alone are joined into a prefix query.

/** A word as it is compared: lower case, accents dropped ("Café" -> "cafe"). */
export const fold = (word: string) =>
  word
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();

/** The query's words, folded, at most `maxTerms` of them and each cut to `maxTermLength`. */
export function searchTerms(q: string): string[] {
  const words = q.match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms: string[] = [];
  for (const word of words) {
    const term = fold(word).slice(0, searchLimits.maxTermLength);
    // Folding can leave nothing of a word made only of combining marks.
    if (term && /^[\p{L}\p{N}]+$/u.test(term) && !terms.includes(term)) terms.push(term);
    if (terms.length === searchLimits.maxTerms) break;
  }
  return terms;
}

/**
 * Every word as a prefix, all of them required: "surf" -> `surf:*`, so it finds
 * "surfboard". Safe for to_tsquery because the words hold only letters and digits.
 */
export const prefixQuery = (terms: readonly string[]) =>
  terms.map((term) => `${term}:*`).join(" & ");
