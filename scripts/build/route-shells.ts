// Vite build plugin: for every client route that is not prerendered, writes a copy of
// index.html that preloads the route's page chunks (`modulepreload`), so the browser
// fetches them alongside the entry script instead of after it has run (decision 033).
// `route-shells.json` lists [pattern, file] pairs; the server picks the best match.
// Each language's build writes its own shells, with its <html lang> (decisions 063, 078).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin, Rolldown } from "vite";
import { type Language, sourceLanguage } from "../../contracts/i18n/languages.ts";
import { withPageLanguage } from "../../server/rendering/page-language.ts";
import { catalogOf } from "./catalog.ts";
import { withStaticImports } from "./prerender-pages.ts";

/** Where the server learns the route patterns and their shells (under dist/web). */
export const routeShellsManifest = "route-shells.json";

/**
 * The routes of `router.tsx` as [path, page module] pairs: every
 * `path: "…", ...page(() => import("…"))` in it (the one way a page is added).
 */
export function routesOf(routerSource: string): [string, string][] {
  const route = /path:\s*"([^"]+)",\s*\.\.\.page\(\s*\(\)\s*=>\s*import\("([^"]+)"\)/g;
  return [...routerSource.matchAll(route)].map((match) => [match[1] ?? "", match[2] ?? ""]);
}

/**
 * The routes of `routerFile` and of the route lists beside it that it imports (a family
 * such as `./directory-routes.ts`), so the route table can be split by family without
 * the build losing a route. Lists live in the router's folder: their page modules are
 * relative to it as the router's are.
 */
export function routesIn(routerFile: string): [string, string][] {
  const source = readFileSync(routerFile, "utf8");
  const lists = [...source.matchAll(/from "(\.\/[\w-]+-routes\.tsx?)"/g)].map((match) =>
    path.join(path.dirname(routerFile), match[1] ?? ""),
  );
  return [source, ...lists.map((list) => readFileSync(list, "utf8"))].flatMap(routesOf);
}

export function routeShells(
  options: { router: string; skip: string[] },
  language: Language,
): Plugin {
  let webRoot = "";
  let base = "/";
  return {
    name: "coastal:route-shells",
    apply: "build",
    configResolved(config) {
      webRoot = config.root;
      base = config.base;
    },
    writeBundle(output, bundle) {
      const outDir = output.dir ?? path.join(webRoot, "../dist/web");
      const shell = readFileSync(path.join(outDir, "index.html"), "utf8");
      const chunks = Object.values(bundle).filter(
        (item): item is Rolldown.OutputChunk => item.type === "chunk",
      );
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error("the build has no entry chunk");
      const preloadedByShell = withStaticImports(chunks, [entry.fileName]);
      const routerFile = path.join(webRoot, options.router);
      const routes = routesIn(routerFile);
      if (!routes.length) throw new Error(`no routes found in ${options.router}`);

      const shells: [string, string][] = [];
      const fileFor = new Map<string, string>();
      /** Writes `html` as `file`, in this build's language (its own folder, decision 078). */
      const writePage = (file: string, html: string) => {
        const written = path.join(outDir, file);
        mkdirSync(path.dirname(written), { recursive: true });
        writeFileSync(written, withPageLanguage(html, language, catalogOf(language)));
      };
      // index.html is Vite's, read by the other page plugins: it says its language too.
      if (language !== sourceLanguage) writePage("index.html", shell);
      for (const [pattern, module] of routes) {
        if (options.skip.includes(pattern)) continue;
        const moduleId = path.resolve(path.dirname(routerFile), module);
        const pageChunk = chunks.find((chunk) => chunk.facadeModuleId === moduleId);
        if (!pageChunk) throw new Error(`no chunk for ${module} (route ${pattern})`);
        // Routes of one page module share one shell.
        let file = fileFor.get(pageChunk.fileName);
        if (!file) {
          const preloads = withStaticImports(chunks, [pageChunk.fileName])
            .filter((name) => !preloadedByShell.includes(name))
            .map((name) => `    <link rel="modulepreload" crossorigin href="${base}${name}">\n`)
            .join("");
          file = `shells/${path.basename(module).replace(/\.tsx?$/, "")}.html`;
          writePage(file, shell.replace("  </head>", `${preloads}  </head>`));
          fileFor.set(pageChunk.fileName, file);
        }
        shells.push([pattern, file]);
      }
      writeFileSync(path.join(outDir, routeShellsManifest), `${JSON.stringify(shells, null, 2)}\n`);
    },
  };
}
