// A city feed, a listing, the directories' lists, events, search results, the inbox and the
// admin dashboard's first tab arrive with their first screen drawn (decision 040; the table is
// web/app/first-screens.ts). The web app's server build (dist/ssr/render-page.js, written
// by `npm run build`) renders them with the data the API gives the same browser: each part
// is asked of the API itself (app.inject with the request's cookie), so the HTML holds
// exactly what this browser could fetch, checked by the same routes, and nothing when any
// part is refused.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type Language, languageCookie } from "../../contracts/i18n/languages.ts";
import { intlFor } from "../platform/i18n/intl.ts";
import { languageVary, requestLanguage } from "../platform/i18n/request-language.ts";
import { requestLog } from "../platform/runtime/logger.ts";
import { languageCopy, withPageLanguage } from "./page-language.ts";
import { scriptsAfterFirstPaint } from "./paint-first.ts";

type RenderFirstScreen = (
  url: string,
  get: (apiPath: string) => Promise<unknown>,
  language: Language,
) => Promise<{ html: string; data: string } | null>;

const rootMarker = '<div id="root"></div>';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compress = {
  // Per request, so a fast level: Brotli 4 is still smaller than gzip 9.
  br: (html: string) => brotliAsync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (html: string) => gzipAsync(html, { level: 6 }),
};
const encodings = new Negotiator({ supportedValues: ["br", "gzip"] });

export class ServerRenderedPages {
  private readonly shells = new Map<string, string>();

  private constructor(
    private readonly webRoot: string,
    private readonly renderFirstScreen: RenderFirstScreen,
  ) {}

  /** The renderer next to the web build (dist/ssr beside dist/web), or null without one. */
  static async load(webRoot: string): Promise<ServerRenderedPages | null> {
    const module = path.resolve(webRoot, "../ssr/render-page.js");
    if (!existsSync(module)) return null;
    const { renderFirstScreen } = (await import(pathToFileURL(module).href)) as {
      renderFirstScreen: RenderFirstScreen;
    };
    return new ServerRenderedPages(webRoot, renderFirstScreen);
  }

  /**
   * Sends `shellFile` (a page shell under the web build) with `request.url` drawn into it
   * and returns true, or returns false, having sent nothing, when the page is not one the
   * server draws, the API refused this browser a part of it, or rendering failed.
   */
  async send(request: FastifyRequest, reply: FastifyReply, shellFile: string): Promise<boolean> {
    // The pseudo-locale (a test aid) lives only in the browser, whose catalog is built on
    // demand: its pages are drawn there, not adopted from English HTML.
    if (pseudoPage.test(request.headers.cookie ?? "")) return false;
    let html: string;
    const cookies: string[] = [];
    const language = requestLanguage(request);
    try {
      const page = await this.renderFirstScreen(
        request.url,
        (apiPath) => askApi(request.server, apiPath, request.headers.cookie, language, cookies),
        language,
      );
      if (page === null) return false;
      // A function, so `$&` or `$'` in anyone's text is not read as a replacement pattern.
      html = this.shell(shellFile, language).replace(
        rootMarker,
        () => `<div id="root">${page.html}</div>${page.data}`,
      );
    } catch (error) {
      requestLog(request).warn({ err: error }, "server rendering failed; sent the plain page");
      return false;
    }
    // A session refreshed while answering /api/me keeps its new expiry.
    if (cookies.length) reply.header("set-cookie", cookies);
    // The page holds one person's view: never kept by a shared cache, nor reused for another cookie.
    reply
      .header("cache-control", "private, no-store")
      .header("vary", `${languageVary}, accept-encoding`)
      .type("text/html; charset=utf-8");
    const encoding = encodings.negotiate(String(request.headers["accept-encoding"] ?? ""));
    if (encoding) reply.header("content-encoding", encoding).send(await compress[encoding](html));
    else reply.send(html);
    return true;
  }

  private shell(file: string, language: Language): string {
    const key = `${language}:${file}`;
    let html = this.shells.get(key);
    if (html === undefined) {
      // A drawn page reads without its script, so the script comes after the first paint.
      // Each language's build has its own shell, whose scripts speak it (decision 078).
      const copy = path.join(this.webRoot, languageCopy(file, language));
      const shell = readFileSync(existsSync(copy) ? copy : path.join(this.webRoot, file), "utf8");
      const catalog = intlFor(language).messages as Record<string, string>;
      html = withPageLanguage(scriptsAfterFirstPaint(shell), language, catalog);
      this.shells.set(key, html);
    }
    return html;
  }
}

const languageCookiePattern = new RegExp(`(^|;\\s*)${languageCookie}=[^;]*`);

const pseudoPage = /(?:^|;\s*)coastal_lang=en-XA(?:;|$)/;
/**
 * The API's JSON answer to this browser, or undefined unless it answered 200: asked in
 * the page's language, which `?lang=` on the page's address may have chosen over the cookie.
 */
async function askApi(
  app: FastifyInstance,
  apiPath: string,
  cookie: string | undefined,
  language: Language,
  cookies: string[],
): Promise<unknown> {
  const withLanguage = cookie?.replace(languageCookiePattern, `$1${languageCookie}=${language}`);
  const response = await app.inject({
    method: "GET",
    url: apiPath,
    headers: {
      "accept-language": language,
      ...(withLanguage ? { cookie: withLanguage } : {}),
    },
  });
  const setCookie = response.headers["set-cookie"];
  if (setCookie) cookies.push(...(Array.isArray(setCookie) ? setCookie : [setCookie]));
  return response.statusCode === 200 ? response.json() : undefined;
}
