// Every page goes out in the request's language (decision 063, "Serving"): the build's
// Spanish copies under es/, chosen by ?lang=, the member's setting, the language cookie or
// the browser's languages; the public pages name their address in each language. A small
// stand-in build, written with the build's own helpers, keeps the test off `vite build`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Language, languages } from "../../contracts/i18n/languages.ts";
import {
  createTestApp,
  signUpVerified,
  type TestApp,
  TestClient,
  testBaseUrl,
} from "../../tests/support/test-app.ts";
import { intlFor } from "../platform/i18n/intl.ts";
import {
  hreflangLinks,
  languageCopy,
  pageHeadMessages,
  withPageLanguage,
} from "./page-language.ts";

const words: Record<Language, string> = { en: "Welcome to Coastal", es: "Bienvenido a Coastal" };
const page = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head>\n${head}  </head><body><div id="root">${body}</div></body></html>\n`;

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), "coastal-page-language-"));
  const write = (file: string, html: string) => {
    for (const language of languages) {
      const full = path.join(webDist, languageCopy(file, language));
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, withPageLanguage(html.replace("%WORDS%", words[language]), language));
    }
  };
  write("index.html", page("", ""));
  write("shells/polls-page.html", page("", ""));
  write("prerendered/landing.html", page(hreflangLinks("/"), "<h1>%WORDS%</h1>"));
  writeFileSync(
    path.join(webDist, "prerendered-pages.json"),
    JSON.stringify({ "/": "prerendered/landing.html" }),
  );
  writeFileSync(
    path.join(webDist, "route-shells.json"),
    JSON.stringify([["/city/:city/polls", "shells/polls-page.html"]]),
  );
  t = await createTestApp({}, { webDist });
});

afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const visit = (url: string, headers: Record<string, string> = {}) =>
  new TestClient(t.app).request("GET", url, undefined, headers);
const langOf = (html: string) => /<html lang="([a-z]+)"/.exec(html)?.[1];

describe("a prerendered public page", () => {
  it("is in English for a browser that asks for nothing, with its address in each language", async () => {
    const response = await visit("/");
    expect(response.statusCode).toBe(200);
    expect(langOf(response.body)).toBe("en");
    expect(response.body).toContain(words.en);
    for (const [hreflang, href] of [
      ["en", "/?lang=en"],
      ["es", "/?lang=es"],
      ["x-default", "/"],
    ]) {
      expect(response.body).toContain(
        `<link rel="alternate" hreflang="${hreflang}" href="${testBaseUrl}${href}">`,
      );
    }
    expect(response.headers.vary).toBe("accept-encoding, cookie, accept-language");
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("is in Spanish for a Spanish browser, compressed as asked", async () => {
    const response = await visit("/", {
      "accept-language": "es-US,es;q=0.9,en;q=0.5",
      "accept-encoding": "gzip",
    });
    expect(response.headers["content-encoding"]).toBe("gzip");
    const html = gunzipSync(response.rawPayload).toString();
    expect(langOf(html)).toBe("es");
    expect(html).toContain(words.es);
    expect(html).toContain(`hreflang="es" href="${testBaseUrl}/?lang=es"`);
  });

  it("is in the language its address names, whatever the cookie or the browser say", async () => {
    const spanish = await visit("/?lang=es", {
      cookie: "coastal_lang=en",
      "accept-language": "en",
    });
    expect(langOf(spanish.body)).toBe("es");
    expect(spanish.body).toContain(words.es);
    const english = await visit("/?lang=en", { "accept-language": "es" });
    expect(english.body).toContain(words.en);
  });

  it("follows the language cookie over the browser's languages", async () => {
    const response = await visit("/", { cookie: "coastal_lang=es", "accept-language": "en-AU" });
    expect(response.body).toContain(words.es);
    expect(
      (await visit("/", { cookie: "coastal_lang=en", "accept-language": "es" })).body,
    ).toContain(words.en);
  });

  it("is not sent again to a browser that holds it, in that language", async () => {
    const first = await visit("/", { cookie: "coastal_lang=es" });
    const etag = String(first.headers.etag);
    const again = await visit("/", { cookie: "coastal_lang=es", "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    const english = await visit("/", { cookie: "coastal_lang=en", "if-none-match": etag });
    expect(english.statusCode).toBe(200);
  });
});

describe("a page shell", () => {
  it("says its language in <html lang>, for a route's shell and for index.html", async () => {
    const polls = await visit("/city/miami/polls", { "accept-language": "es" });
    expect(langOf(polls.body)).toBe("es");
    expect(polls.headers.vary).toBe("accept-encoding, cookie, accept-language");
    expect(langOf((await visit("/profile?tab=saved", { cookie: "coastal_lang=es" })).body)).toBe(
      "es",
    );
    expect(langOf((await visit("/city/miami/polls")).body)).toBe("en");
  });

  it("follows a signed-in member's saved language when the browser has no language cookie", async () => {
    const { client } = await signUpVerified(t);
    await client.request("PATCH", "/api/profile", { language: "es" });
    const session = client
      .cookieHeader()
      .split("; ")
      .filter((cookie) => !cookie.startsWith("coastal_lang="))
      .join("; ");
    const response = await visit("/city/miami/polls", { cookie: session, "accept-language": "en" });
    expect(langOf(response.body)).toBe("es");
  });
});

describe("index.html's own words", () => {
  it("are in the page's language, lang attribute and all", () => {
    const english = `<!doctype html>\n<html lang="en">\n<head><meta name="description" content="${pageHeadMessages.description.defaultMessage}" /></head><body><noscript>${pageHeadMessages.noScript.defaultMessage}</noscript></body></html>`;
    const spanish = withPageLanguage(
      english,
      "es",
      intlFor("es").messages as Record<string, string>,
    );
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain(
      'content="Coastal: comunidades locales de Gold Coast, Miami y Cape Town."',
    );
    expect(spanish).toContain(
      "<noscript>Coastal necesita JavaScript para funcionar. Actívalo en tu navegador.</noscript>",
    );
    expect(withPageLanguage(english, "en")).toBe(english);
  });
});
