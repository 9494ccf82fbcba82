// The page the service worker shows for a page never opened on this device while there is
// no network (issue 33): standalone (its own styles, no script), in each language's words.
import type { Language } from "../../contracts/i18n/languages.ts";
import { appMessages } from "../../web/service-worker/messages.ts";
import { catalogOf } from "./catalog.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The offline page in `language`, with Coastal's mark (`markSvg`) drawn inline. */
export function offlinePageHtml(language: Language, markSvg: string): string {
  const catalog = catalogOf(language);
  const say = (message: { id: string; defaultMessage: string }) =>
    escapeHtml(catalog[message.id] ?? message.defaultMessage);
  const mark = markSvg.replace("<svg ", '<svg aria-hidden="true" width="64" height="64" ');
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#0e7490">
<meta name="color-scheme" content="light">
<title>${say(appMessages.offlineTitle)} · Coastal</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>
body{margin:0;min-height:100svh;display:flex;align-items:center;justify-content:center;background:#ecfeff;color:#0b3443;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
main{max-width:28rem;margin:1.5rem;padding:2rem 1.5rem;background:#fff;border-radius:1rem;box-shadow:0 1px 3px rgb(0 0 0/.1);text-align:center}
svg title{display:none}
h1{margin:1rem 0 .5rem;font-size:1.5rem;color:#164e63}
p{margin:0 0 1.5rem;line-height:1.5}
a{display:inline-block;padding:.625rem 1.25rem;border-radius:.5rem;background:#0e7490;color:#fff;font-weight:600;text-decoration:none}
a:hover{background:#155e75}
a:focus-visible{outline:2px solid #164e63;outline-offset:2px}
</style>
</head>
<body>
<main>
${mark}
<h1>${say(appMessages.offlineTitle)}</h1>
<p>${say(appMessages.offlineBody)}</p>
<a href="">${say(appMessages.tryAgain)}</a>
</main>
</body>
</html>
`;
}
