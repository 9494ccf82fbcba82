// What the service worker (sw.ts) and the page (web/lib/service-worker.ts) agree on: the
// names of the caches that hold a member's pages and answers, and how a kept copy says
// when it was current.

/** Pages a member opened (the server draws the feed with their data). */
export const pagesCache = "coastal-pages";
/** The API's answers to a member's reads. */
export const apiCache = "coastal-api";

/** The caches that belong to whoever was signed in: emptied at sign-in and sign-out. */
export const isUserCache = (name: string) => name === pagesCache || name === apiCache;

/** The header a kept answer carries: when it was stored (ISO 8601). */
export const cachedAtHeader = "x-coastal-cached-at";

/** The <meta> a page opened from this device's copy carries, with that header's time. */
export const cachedAtMeta = "coastal-cached-at";

/** The message the worker sends a page that was answered from a kept copy. */
export const offlineAnswerMessage = "coastal:offline-answer";

/** A kept page, saying in its <head> when it was stored, for the offline banner. */
export async function withCachedAtMeta(response: Response): Promise<Response> {
  const cachedAt = response.headers.get(cachedAtHeader) ?? "";
  if (!/^[\d:.TZ-]+$/.test(cachedAt)) return response;
  const html = await response.text();
  const meta = `<meta name="${cachedAtMeta}" content="${cachedAt}">`;
  const marked = html.replace(/<head(\s[^>]*)?>/, (head) => `${head}${meta}`);
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(marked, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
