// What a page says about itself, read with htmlparser2 (a maintained, forgiving streaming
// parser: decision in docs/decisions/, "link previews"). Open Graph first, then the
// Twitter card, then the page's own <title> and <meta name="description">. Only text comes
// out: the card is drawn by React, which escapes it, and the image is a URL we fetch and
// re-encode ourselves.

import { Parser } from "htmlparser2";
import { linkPreviewLimits } from "../../../contracts/link-previews-rules.ts";

export type ParsedPreview = {
  title: string | null;
  description: string | null;
  siteName: string | null;
  /** Absolute http(s) URL of the page's image, still to be fetched safely. */
  imageUrl: string | null;
};

/** Reads `html` (the page at `pageUrl`, for relative image URLs). */
export function parsePreview(html: string, pageUrl: string): ParsedPreview {
  const meta = new Map<string, string>();
  let title = "";
  let inTitle = false;
  let titleDone = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "title" && !titleDone) inTitle = true;
        if (name !== "meta") return;
        const key = (attributes.property ?? attributes.name ?? "").trim().toLowerCase();
        const content = attributes.content;
        // The first of each wins, as browsers and other preview readers take it.
        if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
      },
      ontext(text) {
        if (inTitle) title += text;
      },
      onclosetag(name) {
        if (name === "title" && inTitle) {
          inTitle = false;
          titleDone = true;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  const first = (...keys: string[]) => keys.map((key) => meta.get(key)).find((v) => clean(v));
  return {
    title: cut(first("og:title", "twitter:title") ?? title, linkPreviewLimits.titleMax),
    description: cut(
      first("og:description", "twitter:description", "description"),
      linkPreviewLimits.descriptionMax,
    ),
    siteName: cut(first("og:site_name") ?? siteOf(pageUrl), linkPreviewLimits.siteNameMax),
    imageUrl: absoluteImage(
      first(
        "og:image:secure_url",
        "og:image",
        "og:image:url",
        "twitter:image",
        "twitter:image:src",
      ),
      pageUrl,
    ),
  };
}

const clean = (text: string | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

/** Whitespace collapsed, at most `max` characters (an ellipsis when cut); null when empty. */
function cut(text: string | undefined, max: number): string | null {
  const cleaned = clean(text);
  if (!cleaned) return null;
  return cleaned.length > max ? `${cleaned.slice(0, max - 1).trimEnd()}…` : cleaned;
}

/** The page's host without "www.", when it names no site of its own. */
const siteOf = (pageUrl: string) => new URL(pageUrl).hostname.replace(/^www\./, "");

function absoluteImage(raw: string | undefined, pageUrl: string): string | null {
  const cleaned = clean(raw);
  if (!cleaned) return null;
  try {
    const url = new URL(cleaned, pageUrl);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The page's text in its declared charset (UTF-8 when none or unknown). */
export function decodeHtml(body: Buffer, contentType: string): string {
  const charset = contentType.match(/charset=["']?([\w-]+)/i)?.[1];
  try {
    return new TextDecoder(charset ?? "utf-8").decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}
