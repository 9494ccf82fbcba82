import type { DehydratedState } from "@tanstack/react-query";

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
  /** The query cache the page was drawn from. */
  state: DehydratedState;
}

/** The element's markup; `<` is escaped so no text in the data can close the element. */
export const firstScreenDataMarkup = (data: FirstScreenData) =>
  `<script type="application/json" id="${firstScreenDataId}">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;

/** True when the page came drawn by the server with its data (adopt-first-screen-data.ts takes it in). */
export const hasFirstScreenData = () => document.getElementById(firstScreenDataId) !== null;
