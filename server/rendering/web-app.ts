import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Language } from "../../contracts/i18n/languages.ts";
import type { Settings } from "../platform/config/settings.ts";
import { refusal } from "../platform/http/errors.ts";
import { languageVary, pageLanguage } from "../platform/i18n/request-language.ts";
import { languageCopy } from "./page-language.ts";
import { PublicPages } from "./public-pages.ts";
import { RouteShells } from "./route-shells.ts";
import { ServerRenderedPages } from "./server-rendered-pages.ts";

// The built single-page app; every non-API path gets index.html so the client router decides,
// except the public pages prerendered at build time (decision 018) and the pages of
// web/app/first-screens.ts (the feed, a listing, lists, ...), drawn per request with the
// viewer's data (decision 040). Every file goes out as the .br or
// .gz copy the build wrote next to it when the browser accepts one. Every page goes out in
// the request's language, from the build's copy in that language (decision 063, "Serving").
export async function serveWebApp(
  app: FastifyInstance,
  root: string,
  {
    settings,
    languageSetting,
  }: {
    settings: Settings;
    /**
     * A signed-in member's saved language, for a browser without the language cookie
     * (app.ts reads it from their profile: rendering imports no feature).
     */
    languageSetting: (request: FastifyRequest) => Promise<Language | null>;
  },
) {
  const hasBuild = existsSync(path.join(root, "index.html"));
  const prerendered = new PublicPages(root, readPrerenderedPages(root), settings.BASE_URL);
  const shells = readRouteShells(root);
  const rendered = hasBuild ? await ServerRenderedPages.load(root) : null;
  const built = new Map<string, boolean>();
  const inLanguage = (file: string, language: Language) => {
    const copy = languageCopy(file, language);
    if (!built.has(copy)) built.set(copy, existsSync(path.join(root, copy)));
    return built.get(copy) ? copy : file;
  };
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      // "/" is a page like the others, answered below.
      index: false,
      preCompressed: true,
      // Otherwise send's "max-age=0" overwrites what setHeaders chose.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Hashed names change with their content; everything else is checked on each use.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader("cache-control", hashed ? immutable : "no-cache");
        // A page's words follow the language cookie and the browser's languages.
        const page = /\.html(\.br|\.gz)?$/.test(filePath);
        res.setHeader("vary", page ? `accept-encoding, ${languageVary}` : "accept-encoding");
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const read = request.method === "GET" || request.method === "HEAD";
    if (read && !request.url.startsWith("/api/") && hasBuild) {
      const language = await pageLanguage(request, languageSetting);
      const [pathname = "/", query] = request.url.split("?");
      // A query string can change what a page shows (/auth?mode=signup), so only the bare path
      // gets the prerendered HTML, which must match the page's first render exactly; `?lang=`
      // alone is the same page in a language (its hreflang links point there).
      const bare = query === undefined || /^lang=[a-z]{2}$/.test(query);
      if (bare && prerendered.has(pathname)) {
        return prerendered.send(request, reply, pathname, language);
      }
      // Other client routes get index.html with their page's chunks preloaded (decision 033).
      const shell = shells.fileFor(pathname) ?? "index.html";
      if (request.method === "GET" && (await rendered?.send(request, reply, shell))) return reply;
      return reply.sendFile(inLanguage(shell, language));
    }
    return reply.status(404).send(refusal("NOT_FOUND", "Not found"));
  });
}

const immutable = "public, max-age=31536000, immutable";

/** The build's page shells per client route (decision 033); none without a build. */
function readRouteShells(root: string): RouteShells {
  const manifest = path.join(root, "route-shells.json");
  if (!existsSync(manifest)) return new RouteShells([]);
  return new RouteShells(JSON.parse(readFileSync(manifest, "utf8")) as [string, string][]);
}

/** Path -> prerendered HTML file, as the build recorded them; none without a build. */
function readPrerenderedPages(root: string): Map<string, string> {
  const manifest = path.join(root, "prerendered-pages.json");
  if (!existsSync(manifest)) return new Map();
  return new Map(
    Object.entries(JSON.parse(readFileSync(manifest, "utf8")) as Record<string, string>),
  );
}
