import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { router } from "./app/router.tsx";
import { queryClient } from "./lib/query-client.ts";
import "./app/styles.css";

// Spec: global errors and unhandled rejections are only logged.
window.addEventListener("error", (event) => console.error(event.error ?? event.message));
window.addEventListener("unhandledrejection", (event) => console.error(event.reason));

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
