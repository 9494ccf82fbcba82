import type { DataRouter } from "react-router";

/**
 * Resolves once the router has loaded the lazily loaded page modules its first location
 * shows, which it starts doing as soon as it is made. Adopting a prerendered or
 * server-drawn page needs this: a router still loading a page would draw the spinner,
 * which does not match the HTML the server sent. The router matches the routes itself;
 * matching them a second time beforehand cost every first load a long task (decision 042).
 */
export function whenRouterReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
