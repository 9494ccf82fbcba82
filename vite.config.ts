import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { type Language, sourceLanguage } from "./contracts/i18n/languages.ts";
import { catalogOf } from "./scripts/build/catalog.ts";
import { compileMessages } from "./scripts/build/compile-messages.ts";
import { minifyPublicScripts } from "./scripts/build/minify-public-scripts.ts";
import { precompress } from "./scripts/build/precompress.ts";
import { prerenderPages } from "./scripts/build/prerender-pages.ts";
import { pwa } from "./scripts/build/pwa.ts";
import { routeShells } from "./scripts/build/route-shells.ts";
import { unusedRouterParts } from "./scripts/build/unused-router-parts.ts";

// The public pages paint before their JavaScript runs (decision 018).
const prerendered = [
  { path: "/", name: "landing", module: "features/landing/landing-page.tsx" },
  {
    path: "/communities",
    name: "communities",
    module: "features/communities/communities-page.tsx",
  },
  { path: "/auth", name: "auth", module: "features/auth/auth-page.tsx" },
];

// `vite build` writes the browser's files to dist/web; `vite build --ssr` (the second half
// of `npm run build`) writes the server's renderer of the feed and a listing to dist/ssr
// (decision 040): the same pages, no CSS, no browser-only plugins.
const browserPlugins = (language: Language) => [
  tailwindcss(),
  unusedRouterParts(),
  compileMessages(catalogOf(language)),
  pwa(language),
  prerenderPages(prerendered, language),
  // Every other page's chunks load alongside the entry script (decision 033).
  routeShells({ router: "app/router.tsx", skip: prerendered.map((page) => page.path) }, language),
  minifyPublicScripts(),
  precompress(),
];

const noParser = fileURLToPath(
  new URL("./node_modules/@formatjs/icu-messageformat-parser/lib/no-parser.js", import.meta.url),
);
// React Router's exports map names only its development build (remix-run/react-router#14102),
// which keeps its developer warnings; the browser builds take the production one, the same
// code with those warnings switched off, so the minifier drops them.
const routerProduction = fileURLToPath(
  new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url),
);

// One browser build per language (decision 078): `vite build` writes the English to dist/web,
// `vite build --mode es` the Spanish to dist/web/es, its words in its code.
export default defineConfig(({ command, isSsrBuild, mode }) => {
  const language: Language = mode === "es" ? "es" : sourceLanguage;
  return {
    root: "web",
    // Separate caches let several dev servers run side by side.
    cacheDir: process.env.VITE_CACHE_DIR ?? "../node_modules/.vite",
    base: language === sourceLanguage ? "/" : `/${language}/`,
    plugins: [react(), ...(isSsrBuild ? [] : browserPlugins(language))],
    // A browser build's messages arrive compiled (compileMessages), so it leaves out
    // FormatJS's ICU parser; the server and the page renderer keep it.
    resolve:
      command !== "build" || isSsrBuild
        ? {}
        : {
            alias: [
              { find: /^@formatjs\/icu-messageformat-parser$/, replacement: noParser },
              { find: /^react-router$/, replacement: routerProduction },
            ],
          },
    build: isSsrBuild
      ? { outDir: "../dist/ssr", emptyOutDir: true, copyPublicDir: false }
      : {
          outDir: language === sourceLanguage ? "../dist/web" : `../dist/web/${language}`,
          emptyOutDir: true,
          sourcemap: true,
          // A page's first load preloads the entry's chunks (listed in the HTML) and its
          // page's own (after-first-paint.js). Vite's helper would look each of the page's up
          // again at run time with a document-wide selector, in the task that starts the page:
          // on a drawn feed some 40 ms of a phone-speed main thread, so imports in scripts
          // get no preload list (decision 042). Every browser Coastal supports has
          // modulepreload, so no polyfill either.
          modulePreload: {
            polyfill: false,
            resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? deps : []),
          },
          rolldownOptions: {
            output: {
              codeSplitting: {
                // A page's small shared chunks are copied into the chunks that read them
                // (one state kept by Rolldown's runtime), so a first route fetches a few
                // files instead of ~100: gzipped one by one they cost ~10 KiB more than
                // together (decision 086). Up to 20 KiB: the posts' shared chunk (18.6 KB) cost the
                // feed 1.4 KiB more as a file (decision 092). Chunks that hold styles stay files.
                experimentalInlineCommonChunks: {
                  maxSize: 20 * 1024,
                  exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
                },
                groups: [
                  {
                    name: "vendor",
                    test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
                  },
                  // Every error's words (for translating the server's refusals) are read by
                  // most pages' chunks but no first paint: one file, not a copy in each of
                  // a page's chunks that reads them (decision 092).
                  { name: "error-words", test: /[\\/]contracts[\\/]errors\.ts$/ },
                  // No group for the communities' words: a city page's gate and the nav read
                  // city-name.ts; a group would also take the modules its words import.
                ],
              },
            },
          },
        },
    server: {
      port: 5173,
      // In development the API runs on :3000 (npm run dev starts both); API_URL points elsewhere.
      proxy: {
        "/api": process.env.API_URL ?? "http://localhost:3000",
        "/dev/mail": process.env.API_URL ?? "http://localhost:3000",
        "/uploads": process.env.API_URL ?? "http://localhost:3000",
      },
    },
  };
});
