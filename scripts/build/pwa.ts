// Vite build plugin: the installable app (issue 33, decision 075). Into dist/web it writes
// the web app manifest, the icons drawn from Coastal's mark with sharp (regular, maskable,
// Apple's touch icon, a notification badge), the offline page in every language, and the
// service worker (web/service-worker/sw.ts) bundled with the list of files it precaches.
// Every built page links the manifest (index.html is the mould of all of them).
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build as esbuild } from "esbuild";
import sharp from "sharp";
import type { Plugin } from "vite";
import { type Language, languages, sourceLanguage } from "../../contracts/i18n/languages.ts";
import { languageCopy } from "../../server/rendering/page-language.ts";
import { offlinePageHtml } from "./offline-page.ts";

export const manifestFile = "manifest.webmanifest";
const themeColor = "#0e7490"; // ocean-700, the mark's water and index.html's theme-color
const backgroundColor = "#ecfeff"; // ocean-50, the splash screen behind the icon

// The mark (web/public/favicon.svg) drawn to the edges: a maskable icon's shape is the
// platform's, and only its middle 80% is sure to show, where the sun and the waves stay.
const fullBleedMark = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${themeColor}"/>
  <circle cx="41" cy="24" r="6.5" fill="#fcd34d"/>
  <path d="M0 39c9-6 15-6 23 0s14 6 22 0 14-5 19-2v27H0z" fill="#a5f3fc"/>
  <path d="M0 46c9-6 15-6 23 0s14 6 22 0 14-5 19-2v20H0z" fill="#ecfeff"/>
</svg>`;
// Android draws a notification's badge from its alpha alone.
const badgeMark = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <circle cx="44" cy="18" r="9" fill="#fff"/>
  <g fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round">
    <path d="M6 40c8-6 14-6 22 0s14 6 22 0 6-4 8-3"/>
    <path d="M6 53c8-6 14-6 22 0s14 6 22 0 6-4 8-3"/>
  </g>
</svg>`;

type Icon = { file: string; size: number; svg: "mark" | "fullBleed" | "badge" };
const icons: Icon[] = [
  { file: "icons/icon-96.png", size: 96, svg: "mark" },
  { file: "icons/icon-192.png", size: 192, svg: "mark" },
  { file: "icons/icon-512.png", size: 512, svg: "mark" },
  { file: "icons/maskable-192.png", size: 192, svg: "fullBleed" },
  { file: "icons/maskable-512.png", size: 512, svg: "fullBleed" },
  // iOS rounds the corners itself and shows transparency as black.
  { file: "icons/apple-touch-icon.png", size: 180, svg: "fullBleed" },
  { file: "icons/badge-96.png", size: 96, svg: "badge" },
];

const png = (file: string, size: number, purpose: "any" | "maskable") => ({
  src: `/${file}`,
  sizes: `${size}x${size}`,
  type: "image/png",
  purpose,
});

/** The web app manifest: what an installed Coastal is called, looks like and opens on. */
export const webAppManifest = {
  id: "/",
  name: "Coastal",
  short_name: "Coastal",
  description: "Local communities for life by the sea: Gold Coast, Miami and Cape Town.",
  lang: "en",
  dir: "ltr",
  // The feed's shortcut sends a member on to their active city (product decision 6).
  start_url: "/feed",
  scope: "/",
  display: "standalone",
  theme_color: themeColor,
  background_color: backgroundColor,
  categories: ["social", "lifestyle"],
  icons: [
    png("icons/icon-192.png", 192, "any"),
    png("icons/icon-512.png", 512, "any"),
    png("icons/maskable-192.png", 192, "maskable"),
    png("icons/maskable-512.png", 512, "maskable"),
  ],
  shortcuts: [
    { name: "Feed", url: "/feed" },
    { name: "Messages", url: "/messages" },
    { name: "Marketplace", url: "/marketplace" },
  ].map((shortcut) => ({ ...shortcut, icons: [png("icons/icon-96.png", 96, "any")] })),
};

const revisionOf = (content: string | Uint8Array) =>
  createHash("sha256").update(content).digest("hex").slice(0, 16);

export function pwa(language: Language): Plugin {
  let webRoot = "";
  let outDir = "";
  const precache: Array<{ url: string; revision: string | null }> = [];
  const links: Plugin = {
    name: "coastal:pwa",
    apply: "build",
    transformIndexHtml: () => [
      {
        tag: "link",
        attrs: { rel: "manifest", href: `/${manifestFile}` },
        injectTo: "head",
      },
      {
        tag: "link",
        attrs: { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
        injectTo: "head",
      },
    ],
  };
  const markIn = (root: string) => readFileSync(path.join(root, "public/favicon.svg"), "utf8");
  // The other languages' builds (decision 078) link the English build's manifest, icons and
  // worker, which keeps their scripts once a page has used them, and write their own copy of
  // the offline page (the English build's copy is in their folder, which they empty).
  if (language !== sourceLanguage) {
    return {
      ...links,
      configResolved(config) {
        webRoot = config.root;
      },
      generateBundle() {
        const source = offlinePageHtml(language, markIn(webRoot));
        this.emitFile({ type: "asset", fileName: "offline.html", source });
      },
    };
  }
  return {
    ...links,
    configResolved(config) {
      webRoot = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async generateBundle(_options, bundle) {
      precache.length = 0;
      // The hashed scripts and styles: their names change with their content.
      for (const item of Object.values(bundle)) {
        if (/^assets\/.+\.(js|css)$/.test(item.fileName)) {
          precache.push({ url: `/${item.fileName}`, revision: null });
        }
      }
      const emit = (fileName: string, source: string | Uint8Array) => {
        this.emitFile({ type: "asset", fileName, source });
        precache.push({ url: `/${fileName}`, revision: revisionOf(source) });
      };
      const mark = markIn(webRoot);
      const svgs = { mark, fullBleed: fullBleedMark, badge: badgeMark };
      for (const icon of icons) {
        const image = await sharp(Buffer.from(svgs[icon.svg]), { density: 72 * (icon.size / 64) })
          .resize(icon.size, icon.size)
          .png({ compressionLevel: 9 })
          .toBuffer();
        emit(icon.file, new Uint8Array(image));
      }
      emit(manifestFile, `${JSON.stringify(webAppManifest, null, 2)}\n`);
      for (const language of languages) {
        emit(languageCopy("offline.html", language), offlinePageHtml(language, mark));
      }
    },
    // After the other plugins' writeBundle (the public scripts are minified by then) and
    // before the precompression's, which then compresses the worker too.
    closeBundle: {
      sequential: true,
      async handler() {
        for (const name of ["favicon.svg", "after-first-paint.js"]) {
          const content = readFileSync(path.join(outDir, name));
          precache.push({ url: `/${name}`, revision: revisionOf(content) });
        }
        const result = await esbuild({
          entryPoints: [path.join(webRoot, "service-worker/sw.ts")],
          bundle: true,
          format: "iife",
          target: "es2022",
          minify: true,
          write: false,
          legalComments: "none",
          define: {
            "process.env.NODE_ENV": '"production"',
            PRECACHE_MANIFEST: JSON.stringify(precache),
          },
        });
        const code = result.outputFiles[0]?.text;
        if (!code) throw new Error("the service worker did not build");
        writeFileSync(path.join(outDir, "sw.js"), code);
      },
    },
  };
}
