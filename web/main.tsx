import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { prefetchFirstRouteData } from "./app/first-route-data.ts";
import { adoptFirstScreenData } from "./app/first-screen-data.ts";
import { routes } from "./app/router.tsx";
import { whenRouterReady } from "./app/router-ready.ts";
import { I18nProvider } from "./lib/i18n/i18n-provider.tsx";
import { pageLanguage } from "./lib/i18n/language.ts";
import { loadMessages } from "./lib/i18n/messages.ts";
import { nextTask } from "./lib/next-task.ts";
import { PageAdoptedMark } from "./lib/page-adopted.tsx";
import { queryClient } from "./lib/query-client.ts";
import { registerServiceWorker } from "./lib/service-worker.ts";
import "./app/styles.css";

// Spec: global errors and unhandled rejections are only logged.
window.addEventListener("error", (event) => console.error(event.error ?? event.message));
window.addEventListener("unhandledrejection", (event) => console.error(event.reason));
// The installable app's worker (decision 075), once the page has loaded.
registerServiceWorker();

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

// A feed or a listing the server drew brings all its first data (decision 040); other
// pages ask for theirs at once, before the router starts loading the page's module.
const drawnWithData = adoptFirstScreenData(queryClient);
if (!drawnWithData) prefetchFirstRouteData(queryClient, window.location.pathname);

// Evaluating the modules above is one long task on a phone; making the router (it matches
// the address against every route and starts loading the page's module) is another, and
// the browser may paint and answer input between the two (decision 099).
await nextTask();
const router = createBrowserRouter(routes);

// The page's language is in <html lang>; a Spanish page fetches its catalog before the
// first render, so the page is adopted in the words it was drawn in (decision 063).
const language = pageLanguage();
const messages = await loadMessages(language);

const app = () => (
  <StrictMode>
    <I18nProvider language={language} messages={messages}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <PageAdoptedMark />
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>
);

// The first render runs as a transition, so React yields to the browser every few
// milliseconds instead of holding the main thread for the whole tree (decision 033):
// input stays responsive while the page is adopted or drawn.
const draw = () => startTransition(() => createRoot(root).render(app()));

// Public pages arrive prerendered (decision 018), a feed or a listing drawn by the server
// (decision 040): React adopts that HTML instead of drawing the page again, once the
// page's own module and data are here.
if (root.hasChildNodes()) {
  // The page's module was evaluated in the task that made the router ready: adoption
  // starts in the next one.
  whenRouterReady(router)
    .then(nextTask)
    .then(() =>
      // Without its module the page cannot be adopted; drawing afresh shows the router's error screen.
      router.state.errors ? draw() : startTransition(() => void hydrateRoot(root, app())),
    );
} else {
  draw();
}
