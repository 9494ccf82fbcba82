import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { setDrawnAt } from "../lib/drawn-at.ts";

/**
 * A page the server rendered with its data (decision 040) carries that data as JSON in
 * this element, right after #root: the query cache starts from it, so React's first
 * render is the page the HTML shows and no request repeats what the server just asked.
 * A JSON block is not a script the browser runs, so the CSP's script-src 'self' stands.
 */
export const firstScreenDataId = "first-screen-data";

export interface FirstScreenData {
  /** The server's clock when it drew the page (web/lib/drawn-at.ts). */
  drawnAt: number;
  /**
   * Each query the page was drawn from, as [query key, data]: plain pairs the main script
   * puts in its cache itself, rather than TanStack's dehydrated state, whose reader would
   * be one more script to fetch before the page comes alive (issue 9).
   */
  queries: [QueryKey, unknown][];
}

/** The element's markup; `<` is escaped so no text in the data can close the element. */
export const firstScreenDataMarkup = (data: FirstScreenData) =>
  `<script type="application/json" id="${firstScreenDataId}">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;

/** The queries of a cache filled for drawing a page, to send along with it. */
export const queriesOf = (queryClient: QueryClient): FirstScreenData["queries"] =>
  queryClient
    .getQueryCache()
    .getAll()
    .map((query) => [query.queryKey, query.state.data]);

/**
 * Puts the data a server-drawn page came with into the query cache, as fresh as the
 * moment the server drew it. False when the page came without data (every page but those
 * of web/app/first-screens.ts, and those too when the API refused a part).
 */
export function adoptFirstScreenData(queryClient: QueryClient): boolean {
  const element = document.getElementById(firstScreenDataId);
  if (!element?.textContent) return false;
  const data = JSON.parse(element.textContent) as FirstScreenData;
  setDrawnAt(data.drawnAt);
  for (const [queryKey, value] of data.queries) {
    queryClient.setQueryData(queryKey, value, { updatedAt: data.drawnAt });
  }
  return true;
}
