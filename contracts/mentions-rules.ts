// @mentions and #tags in posts and comments (issue 35), without zod: the composer, the
// post text and the server read the same tokens from the same text. What a token may
// hold is decided here once. Their words are in mention-words.ts and tag-words.ts, so a
// page reading posts brings only the tag words; what the server stores and the composer
// suggests from is mention-tokens.ts, so it brings only the splitting (decision 092).

export const mentionLimits = {
  /** Suggestions the composer shows at once. */
  suggestMax: 8,
  /** A suggestion query is part of a username (usernames are at most 40 characters). */
  queryMax: 40,
  /** Names a post or comment can mention; more are left as plain text. */
  perTextMax: 20,
  /** A tag is 1 to 50 letters, digits or underscores. */
  tagMax: 50,
  /** Tags stored per post; more are left as plain text. */
  tagsPerPost: 20,
} as const;

// Not after a letter, digit or another sign: "ana@example.com" and "a#b" are no tokens.
const notMidWord = String.raw`(?<![\p{L}\p{M}\p{N}_@#&])`;
// A mention is a username's letters, digits, _ . and -, ending on a letter, digit or _,
// so "@ana." at the end of a sentence mentions "ana". A tag is letters (any script,
// accents as written or combined), digits and _.
const tokenPattern = new RegExp(
  `${notMidWord}(?:@([\\p{L}\\p{N}_](?:[\\p{L}\\p{M}\\p{N}_.-]*[\\p{L}\\p{M}\\p{N}_])?)|#([\\p{L}\\p{M}\\p{N}_]+))`,
  "gu",
);
const hasLetter = /\p{L}/u;

export type TextPiece =
  | { kind: "text"; text: string }
  /** `name` is the token lowercased: what the server stored, to find the person. */
  | { kind: "mention"; text: string; name: string }
  /** `tag` is the token lowercased without accents: what the feed filters by. */
  | { kind: "tag"; text: string; tag: string };

/** "Café" and "CAFE" are the same tag: lowercase, accents folded, for storing and asking. */
export function normaliseTag(tag: string): string {
  return tag.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The tag a feed's `?tag=` asks for ("#Surf", "surf"), or null when it is no tag. */
export function tagFromQuery(value: string): string | null {
  const bare = value.trim().replace(/^#/, "");
  const pieces = splitMentionsAndTags(`#${bare}`);
  const only = pieces.length === 1 ? pieces[0] : undefined;
  return only?.kind === "tag" ? only.tag : null;
}

/** Text without web addresses into plain text, @mentions and #tags, in order. */
export function splitMentionsAndTags(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let from = 0;
  const plain = (to: number) => {
    if (to > from) pieces.push({ kind: "text", text: text.slice(from, to) });
  };
  for (const match of text.matchAll(tokenPattern)) {
    const [whole, mention, tag] = match;
    const at = match.index;
    if (mention !== undefined && mention.length <= 40) {
      plain(at);
      pieces.push({ kind: "mention", text: whole, name: mention.toLowerCase() });
      from = at + whole.length;
    } else if (tag !== undefined && tag.length <= mentionLimits.tagMax && hasLetter.test(tag)) {
      plain(at);
      pieces.push({ kind: "tag", text: whole, tag: normaliseTag(tag) });
      from = at + whole.length;
    }
  }
  plain(text.length);
  return pieces;
}
