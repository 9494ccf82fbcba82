// Vite build plugin: after the client bundle is written, renders the public pages
// with react-dom/server into their own HTML files next to index.html, each with
// modulepreload links for its page's chunks (decision 018), in the build's language: the
// English build's under prerendered/, the Spanish build's under es/prerendered/, each with
// its <html lang> and hreflang links to the page in every language (decisions 063, 078). The server sends these
// files for exactly those paths, in the request's language; main.tsx hydrates them.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { createServer, type Plugin, type Rolldown } from "vite";
import type { Language } from "../../contracts/i18n/languages.ts";
import { hreflangLinks, withPageLanguage } from "../../server/rendering/page-language.ts";
import { scriptsAfterFirstPaint } from "../../server/rendering/paint-first.ts";
import { catalogOf } from "./catalog.ts";

export interface PrerenderedPage {
  /** The URL path the page answers, e.g. "/communities". */
  path: string;
  /** The file name under dist/web/prerendered/. */
  name: string;
  /** The lazily loaded page module, relative to web/. */
  module: string;
}

/**
 * Where the server learns which paths have a prerendered page (path -> its English file
 * under dist/web; the Spanish one is the same under es/, `languageCopy`).
 */
export const prerenderedManifest = "prerendered-pages.json";

const rootMarker = '<div id="root"></div>';

export function prerenderPages(pages: PrerenderedPage[], language: Language): Plugin {
  let webRoot = "";
  let base = "/";
  return {
    name: "coastal:prerender-pages",
    apply: "build",
    configResolved(config) {
      webRoot = config.root;
      base = config.base;
    },
    async writeBundle(output, bundle) {
      const outDir = output.dir ?? path.join(webRoot, "../dist/web");
      const shell = readFileSync(path.join(outDir, "index.html"), "utf8");
      if (!shell.includes(rootMarker)) throw new Error(`index.html lost its ${rootMarker}`);
      const chunks = Object.values(bundle).filter(
        (item): item is Rolldown.OutputChunk => item.type === "chunk",
      );
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error("the build has no entry chunk");
      const preloadedByShell = withStaticImports(chunks, [entry.fileName]);

      // A throwaway dev server in SSR mode loads the app's modules in Node.
      const server = await createServer({
        configFile: false,
        root: webRoot,
        logLevel: "error",
        appType: "custom",
        cacheDir: path.join(webRoot, "../node_modules/.vite-prerender"),
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      const manifest: Record<string, string> = {};
      try {
        const { renderPage } = (await server.ssrLoadModule("/app/render-page.tsx")) as {
          renderPage(url: string, queryClient: undefined, language: string): Promise<string>;
        };
        for (const page of pages) {
          const moduleId = path.join(webRoot, page.module);
          const pageChunk = chunks.find((chunk) => chunk.facadeModuleId === moduleId);
          if (!pageChunk) throw new Error(`no chunk for ${page.module}`);
          const preloads = withStaticImports(chunks, [pageChunk.fileName])
            .filter((file) => !preloadedByShell.includes(file))
            .map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">\n`)
            .join("");
          const file = `prerendered/${page.name}.html`;
          const body = await renderPage(page.path, undefined, language);
          // The page reads before its script runs, so the script waits for the first paint.
          const html = scriptsAfterFirstPaint(
            withPageLanguage(shell, language, catalogOf(language))
              .replace("  </head>", `${preloads}${hreflangLinks(page.path)}  </head>`)
              .replace(rootMarker, () => `<div id="root">${body}</div>`),
          );
          const written = path.join(outDir, file);
          mkdirSync(path.dirname(written), { recursive: true });
          writeFileSync(written, html);
          manifest[page.path] = file;
        }
      } finally {
        await server.close();
      }
      writeFileSync(
        path.join(outDir, prerenderedManifest),
        `${JSON.stringify(manifest, null, 2)}\n`,
      );
    },
  };
}

/** The given chunks and every chunk they import statically, transitively. */
export function withStaticImports(chunks: Rolldown.OutputChunk[], start: string[]): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) {
      visit(imported);
    }
  };
  for (const fileName of start) visit(fileName);
  return [...seen];
}
