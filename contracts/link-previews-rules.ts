// Link previews' limits, words and link rule without zod (issue 35): the composer imports
// these, and contracts/link-previews.ts (which re-exports them) the server (decision 037).

import { defineMessages, englishOf } from "./i18n/define-messages.ts";

/*
 * Link previews (issue 35):
 *   POST /api/link-previews   signed in; JSON { url } -> 200 { preview: LinkPreview | null }
 *        The composer's card while a post is written: the cached card, or a fresh fetch.
 *        null when the page gave nothing to show or may not be fetched. Rate-limited.
 * A saved post's first link gets its card in the background (posting never waits); it
 * arrives in open feeds as a live "post.previewed" change. `linkPreview: false` on the new
 * post (the author removed the card) means no fetch and no card.
 */

export const linkPreviewLimits = {
  /** Longer addresses are not previewed (nor accepted by the composer's endpoint). */
  urlMax: 2048,
  /** The whole fetch, redirects and all. */
  timeoutMs: 5000,
  maxRedirects: 3,
  /** A page's HTML beyond this is not read (the fetch is aborted). */
  maxHtmlBytes: 512 * 1024,
  /** The preview image, before it is re-encoded by our own image pipeline. */
  maxImageBytes: 5 * 1024 * 1024,
  /** A card, or a failure to make one, is reused this long for the same URL. */
  cacheSeconds: 24 * 60 * 60,
  titleMax: 200,
  descriptionMax: 400,
  siteNameMax: 80,
} as const;

export const linkPreviewWords = defineMessages({
  notALink: {
    id: "linkPreviews.notALink",
    defaultMessage: "Only web links (http:// or https://) get a preview.",
  },
});

/** The English words, translated by the server's error handler by their words (decision 063). */
export const linkPreviewMessages = englishOf(linkPreviewWords);

// The links a post shows as clickable (web/components/ui/linked-text.tsx): the card is for
// the first of them, so it is found the same way.
const webAddress = /https?:\/\/[^\s<>"]+/;
const trailingPunctuation = /[.,;:!?)\]'"]+$/;

/** The first http(s) link in `text`, without the sentence's punctuation after it; null if none. */
export function firstLink(text: string): string | null {
  const found = text.match(webAddress)?.[0];
  return found ? found.replace(trailingPunctuation, "") : null;
}

/**
 * The URL a card is kept under: http(s) only, no user name or password, no #fragment, the
 * host lower-cased and the default port left out (what URL does). Null for anything else.
 */
export function normalizeLinkUrl(raw: string): string | null {
  if (raw.length > linkPreviewLimits.urlMax) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password) return null;
  url.hash = "";
  const normalized = url.toString();
  return normalized.length > linkPreviewLimits.urlMax ? null : normalized;
}
