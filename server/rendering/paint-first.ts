// Pages whose HTML shows their content before any script runs (the prerendered public
// pages, decision 018; the feed and a listing the server draws, decision 040) load their
// script after the first paint (decision 040): Vite's module script and modulepreload
// links make way for one small deferred script, web/public/after-first-paint.js, that adds
// them once the content is on screen.
const moduleScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

export function scriptsAfterFirstPaint(html: string): string {
  const entry = moduleScript.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]);
  const loader = `\n    <script defer src="/after-first-paint.js" data-entry="${entry}" data-preloads="${preloads.join(" ")}"></script>`;
  return html.replace(modulePreload, "").replace(moduleScript, () => loader);
}
