import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { loadMatchedPages } from "./app/load-matched-pages.ts";
import { routes } from "./app/router.tsx";
import { queryClient } from "./lib/query-client.ts";
import "./app/styles.css";

// Spec: global errors and unhandled rejections are only logged.
window.addEventListener("error", (event) => console.error(event.error ?? event.message));
window.addEventListener("unhandledrejection", (event) => console.error(event.reason));

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

const app = () => (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </QueryClientProvider>
  </StrictMode>
);

// Public pages arrive prerendered (decision 018): React adopts that HTML instead
// of drawing the page again, once the page's own module is here.
if (root.hasChildNodes()) {
  loadMatchedPages(routes, window.location.pathname).then(
    () => hydrateRoot(root, app()),
    // Without its module the page cannot be adopted; drawing afresh shows the router's error screen.
    () => createRoot(root).render(app()),
  );
} else {
  createRoot(root).render(app());
}
