import type { SearchSegment } from "../../../contracts/search-rules.ts";
import { fold } from "./search-terms.ts";

// Marks the words of a result that match the query (decision 073): plain text cut into
// marked and unmarked runs, which the web renders as text, never as HTML. PostgreSQL
// decided what matched; this only shows it, by the same rules as near as words allow:
// a prefix ("surf" in "surfboard"), a stem ("leche" in "lech…") or a typo of one or
// two letters in a longer word.

function distanceWithin(a: string, b: string, most: number): boolean {
  if (Math.abs(a.length - b.length) > most) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row.push(
        Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost),
      );
    }
    if (Math.min(...row) > most) return false;
    previous = row;
  }
  return (previous[b.length] ?? most + 1) <= most;
}

export function wordMatches(word: string, terms: readonly string[]): boolean {
  const w = fold(word);
  return terms.some((t) => {
    if (w.startsWith(t)) return true;
    if (t.length >= 4 && w.length >= 3 && w.startsWith(t.slice(0, Math.max(3, t.length - 2)))) {
      return true;
    }
    if (t.length >= 5) return distanceWithin(w.slice(0, t.length + 2), t, t.length >= 8 ? 2 : 1);
    return false;
  });
}

const wordPattern = /[\p{L}\p{N}]+/gu;

/** `text` in runs, the words that match marked. */
export function highlight(text: string, terms: readonly string[]): SearchSegment[] {
  const segments: SearchSegment[] = [];
  let at = 0;
  const push = (part: string, match: boolean) => {
    if (!part) return;
    const last = segments.at(-1);
    if (last && last.match === match) last.text += part;
    else segments.push({ text: part, match });
  };
  for (const found of text.matchAll(wordPattern)) {
    const start = found.index ?? 0;
    const word = found[0];
    const match = wordMatches(word, terms);
    push(text.slice(at, start), false);
    push(word, match);
    at = start + word.length;
  }
  push(text.slice(at), false);
  return segments;
}

const before = 60;
const length = 220;

/** A window of `text` around its first matching word, with an ellipsis where it was cut. */
export function snippet(
  text: string,
  terms: readonly string[],
  maxLength = length,
): SearchSegment[] {
  const flat = text.replace(/\s+/g, " ").trim();
  let first = 0;
  for (const found of flat.matchAll(wordPattern)) {
    if (wordMatches(found[0], terms)) {
      first = found.index ?? 0;
      break;
    }
  }
  let start = Math.max(0, first - before);
  if (start > 0) {
    const space = flat.indexOf(" ", start);
    start = space >= 0 && space < first ? space + 1 : start;
  }
  let end = Math.min(flat.length, start + maxLength);
  if (end < flat.length) {
    const space = flat.lastIndexOf(" ", end);
    end = space > start ? space : end;
  }
  const cut = `${start > 0 ? "…" : ""}${flat.slice(start, end)}${end < flat.length ? "…" : ""}`;
  return cut ? highlight(cut, terms) : [];
}
