// Renders a page to HTML the way main.tsx will hydrate it: same providers, same routes.
// - At build time (scripts/build/prerender-pages.ts) the public pages, as a visitor whose
//   data has not arrived yet (decision 018).
// - At request time (the server build in dist/ssr, used by server/rendering/server-rendered-pages.ts)
//   the pages of first-screens.ts, with the data the API gives the same browser (decision 040).
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  type StaticHandler,
  StaticRouterProvider,
} from "react-router";
import type { Language } from "../../contracts/i18n/languages.ts";
import { getDrawnAt, setDrawnAt } from "../lib/drawn-at.ts";
import { I18nProvider } from "../lib/i18n/i18n-provider.tsx";
import { loadMessages } from "../lib/i18n/messages.ts";
import { PageAdoptedMark } from "../lib/page-adopted.tsx";
import { drawSettled } from "./draw-settled.ts";
import { firstScreenDataMarkup, queriesOf } from "./first-screen-data.ts";
import { firstScreens } from "./first-screens.ts";
import { routes } from "./router.tsx";

let handler: StaticHandler | undefined;

/**
 * One handler per process: making it turns the whole route table into data routes, and a
 * page's lazy module, once loaded, stays on its route. Made per request, both were paid on
 * every drawn page. It keeps nothing of a request: each `query` gets its own context.
 */
const staticHandler = () => {
  handler ??= createStaticHandler(routes);
  return handler;
};

/** `url` (path and query) rendered in `language` with what `queryClient` holds. */
export async function renderPage(
  url: string,
  queryClient = new QueryClient(),
  language: Language = "en",
): Promise<string> {
  const messages = await loadMessages(language);
  const handler = staticHandler();
  const context = await handler.query(new Request(new URL(url, "http://localhost")));
  if (context instanceof Response) throw new Error(`${url} redirects; only pages render`);
  if (context.errors) throw new Error(`${url} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const tree = (
    <StrictMode>
      {/* As main.tsx nests them, so the browser adopts the same tree in the same words. */}
      <I18nProvider language={language} messages={messages}>
        <QueryClientProvider client={queryClient}>
          {/* The routes have no loaders: a page's data travels in the query cache. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
          <PageAdoptedMark />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
  return drawSettled(() => {
    // The render is synchronous, so no other request's clock can slip in before it reads this one.
    setDrawnAt(Date.now());
    return renderToString(tree);
  });
}

/** GET `path` of the API as it answers this browser (its cookie); undefined unless 200. */
export type ApiGet = (path: string) => Promise<unknown>;

/** A page the server drew: the inside of #root, and the data element that goes after it. */
export interface FirstScreen {
  html: string;
  data: string;
}

/**
 * `url` drawn with its data in `language` (the request's, decision 063), or null when it is
 * not a page the server draws (web/app/first-screens.ts) or the API refuses this browser any
 * part of it (a visitor or non-member on a feed, an unknown listing): the browser then asks
 * and draws as it would without the server's help.
 */
export async function renderFirstScreen(
  url: string,
  get: ApiGet,
  language: Language = "en",
): Promise<FirstScreen | null> {
  const queryClient = new QueryClient();
  const { pathname, searchParams } = new URL(url, "http://localhost");
  if (!(await loadFirstScreenData(queryClient, pathname, searchParams, get))) return null;
  const html = await renderPage(url, queryClient, language);
  return {
    html,
    data: firstScreenDataMarkup({ drawnAt: getDrawnAt(), queries: queriesOf(queryClient) }),
  };
}

/** Fills the cache with every part of the page `pathname` is; false unless each answered. */
async function loadFirstScreenData(
  queryClient: QueryClient,
  pathname: string,
  search: URLSearchParams,
  get: ApiGet,
) {
  for (const page of firstScreens) {
    const match = matchPath(page.pattern, pathname);
    if (!match) continue;
    const parts = page.parts(match.params, search);
    if (!parts) return false;
    const answers = await Promise.all(parts.map((part) => get(part.path)));
    if (answers.some((answer) => answer === undefined)) return false;
    parts.forEach((part, i) => {
      const answer = answers[i] as never;
      queryClient.setQueryData(part.key, part.data ? part.data(answer) : answer);
    });
    return true;
  }
  return false;
}
