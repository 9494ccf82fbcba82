// The language journeys' tools (issue 30): choosing a language on a browser context, and
// finding text on a page that did not come from a message. In the pseudo-locale every
// message arrives wrapped in "[!! … !!]" and accented, so plain Latin letters on the page
// are either people's content (read from the API's answers) or words the code hard-wired.
import type { BrowserContext, Page, Response } from "@playwright/test";
import { appUrl } from "./e2e-config.ts";

/** The footer switch's cookie, set on the context before any page opens. */
export const chooseLanguage = (context: BrowserContext, language: "en" | "es" | "en-XA") =>
  context.addCookies([{ name: "coastal_lang", value: language, url: appUrl }]);

function addStrings(value: unknown, into: Set<string>) {
  if (typeof value === "string") {
    const text = value.replace(/\s+/g, " ").trim();
    if (text) into.add(text);
  } else if (Array.isArray(value)) {
    for (const item of value) addStrings(item, into);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) addStrings(item, into);
  }
}

/**
 * Every string the server's answers carried to `page` (the API's JSON, and the first data
 * a server-drawn page embeds): people's names, posts, titles, cities. Text equal to one of
 * them is content, not the interface.
 */
export async function contentSeenBy(page: Page): Promise<Set<string>> {
  const seen = new Set<string>();
  // The cities' names, for the footer and menus that were drawn before the page opened.
  addStrings(await (await page.request.get("/api/cities")).json(), seen);
  const pending = new Set<Promise<void>>();
  reading.set(seen, pending);
  page.on("response", (response) => {
    const read = readContent(response, seen).finally(() => pending.delete(read));
    pending.add(read);
  });
  return seen;
}

/** Every answer the page has had so far, read into `seen`: a page can draw before it is. */
export async function contentRead(seen: Set<string>) {
  await Promise.all([...(reading.get(seen) ?? [])]);
}

const reading = new WeakMap<Set<string>, Set<Promise<void>>>();

async function readContent(response: Response, seen: Set<string>) {
  const type = response.headers()["content-type"] ?? "";
  try {
    if (type.includes("application/json")) addStrings(await response.json(), seen);
    else if (type.includes("text/html")) {
      const html = await response.text();
      for (const [, json] of html.matchAll(
        /<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/g,
      )) {
        addStrings(JSON.parse(json ?? "null"), seen);
      }
    }
  } catch {
    // A redirect, an aborted load or a body already gone: nothing to read.
  }
}

/**
 * The text on `page` that is neither wrapped by the pseudo-locale nor content: visible text
 * nodes, the title, and the aria-label, placeholder, title and alt attributes. Dates,
 * times and numbers are the browser's (Intl), so their words are let through.
 */
export function unwrappedText(page: Page, content: Set<string>): Promise<string[]> {
  return page.evaluate(
    (known) => {
      const contentText = new Set(known);
      // What Intl itself says in English: months and days, relative times, currencies, and
      // the "at" of a long date with a time.
      const intlWords =
        /\b(ago|less than|about|over|almost|in|at|now|yesterday|today|tomorrow|last|next|sec|min|hr|mo|yr|seconds?|minutes?|hours?|days?|weeks?|months?|years?|AUD|USD|ZAR|US|A|R)\b\.?|\b(am|pm|jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|mon|tue|wed|thu|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b\.?|(?<=\d)(st|nd|rd|th)\b/gi;
      // Names the browser's locale data gives: time zones ("Africa/Abidjan"), countries
      // with their calling codes ("Australia (+61)"), locales and currencies with their
      // codes ("Australian English · en-AU", "Australian Dollar (AUD)").
      const localeData =
        /^[A-Z][A-Za-z_]+(\/[A-Za-z_ -]+)+$|^.+ \(\+[\d-]+\)$|^.+ · ([a-z]{2}-[A-Z]{2}|[A-Z]{3})$|^.+ \([A-Z]{3}\)$/;
      const plain = (raw: string) => raw.replace(/\s+/g, " ").trim();
      const isContent = (text: string) =>
        contentText.has(text) ||
        contentText.has(text.replace(/^@/, "")) ||
        // An excerpt or a line of a longer text.
        (text.length >= 12 && known.some((whole) => whole.includes(text))) ||
        // A list of content ("Gold Coast · Miami · Cape Town").
        (/ · /.test(text) && text.split(" · ").every((part) => contentText.has(part)));
      const unwrapped = (raw: string) => {
        const text = plain(raw);
        if (!text || text.includes("[!!") || text.includes("!!]")) return false;
        if (isContent(text) || localeData.test(text) || /^[A-Z]{1,2}$/.test(text)) return false;
        const left = text
          // Addresses, and a path shown before a field ("/city/" ahead of a slug).
          .replace(/https?:\/\/\S+|\S+@\S+\.\S+|^\/[\w/-]*$/g, "")
          .replace(intlWords, "")
          .replace(/\bCoastal\b/g, "");
        return /[A-Za-z]{2,}/.test(left);
      };
      const shown = (element: Element) =>
        // Content, and words in a language of their own: a language switch says "Español"
        // on an English page (lang="es" on the link), as it should.
        element.closest("[data-user-content], [translate='no'], body [lang]") === null &&
        (element.tagName === "OPTION" ||
          element.checkVisibility({ checkVisibilityCSS: true, visibilityProperty: true } as never));
      const found = new Set<string>();
      if (unwrapped(document.title)) found.add(`<title> ${plain(document.title)}`);
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest("script, style, noscript, template")) continue;
        if (unwrapped(node.textContent ?? "") && shown(parent)) {
          found.add(plain(node.textContent ?? ""));
        }
      }
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        for (const element of document.body.querySelectorAll(`[${name}]`)) {
          const value = element.getAttribute(name) ?? "";
          if (unwrapped(value) && shown(element)) found.add(`[${name}] ${plain(value)}`);
        }
      }
      return [...found];
    },
    [...content],
  );
}
