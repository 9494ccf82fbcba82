import { matchRoutes, type RouteObject } from "react-router";

/**
 * Loads the lazily loaded page modules that `pathname` shows and puts them into
 * their routes, so the router can draw the page on its first render. Hydrating a
 * prerendered page needs this: a router still loading a page would draw the
 * spinner, which does not match the HTML the server sent.
 */
export async function loadMatchedPages(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
