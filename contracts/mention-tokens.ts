// What the server stores from a text and what the composer suggests from (issue 35), on
// mentions-rules.ts's tokens. Apart from it because every page reading posts copies that
// module whole into its chunk, and neither of these draws a post (decision 092).
import { mentionLimits, splitMentionsAndTags } from "./mentions-rules.ts";

// Web addresses are links of their own: "https://example.com/#top" holds no tag.
const webAddress = /https?:\/\/[^\s<>"]+/g;

/** The distinct names a text mentions and the distinct tags it carries, web addresses aside. */
export function mentionsAndTagsOf(text: string): { names: string[]; tags: string[] } {
  const names = new Set<string>();
  const tags = new Set<string>();
  for (const piece of splitMentionsAndTags(text.replace(webAddress, " "))) {
    if (piece.kind === "mention") names.add(piece.name);
    if (piece.kind === "tag") tags.add(piece.tag);
  }
  return {
    names: [...names].slice(0, mentionLimits.perTextMax),
    tags: [...tags].slice(0, mentionLimits.tagsPerPost),
  };
}

/**
 * The "@partial" being typed just before the caret, for suggestions: its start and the
 * letters typed so far, or null when the caret is not in a mention.
 */
export function mentionAtCaret(
  text: string,
  caret: number,
): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(?<![\p{L}\p{M}\p{N}_@#&])@([\p{L}\p{M}\p{N}_.-]{0,40})$/u.exec(before);
  if (!match) return null;
  return { start: match.index, query: match[1] ?? "" };
}
