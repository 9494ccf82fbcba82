/** How renderToString marks a Suspense boundary it left for the browser to draw. */
const clientDrawnBoundary = "<!--$!-->";
/** Enough for a page's lazy parts to load from disk; the last draw goes out as it is. */
const maxDraws = 10;

/**
 * Draws with `render` (renderToString) until no Suspense boundary is left for the browser.
 * A part loaded with React.lazy suspends the first time this process draws it, and
 * renderToString then leaves its boundary empty: the page came without that content and the
 * browser logged React error 419. Each part suspends once per process, so a later draw,
 * once it has loaded, is whole.
 */
export async function drawSettled(render: () => string): Promise<string> {
  for (let draw = 1; ; draw++) {
    const html = render();
    if (!html.includes(clientDrawnBoundary) || draw === maxDraws) return html;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
