import { hydrate, type QueryClient } from "@tanstack/react-query";
import { setDrawnAt } from "../lib/drawn-at.ts";
import { type FirstScreenData, firstScreenDataId } from "./first-screen-data.ts";

/**
 * Puts the data a server-drawn page came with into the query cache (decision 040). Loaded
 * only by such pages, so the others' first script stays without TanStack's hydration code.
 */
export function adoptFirstScreenData(queryClient: QueryClient) {
  const element = document.getElementById(firstScreenDataId);
  if (!element?.textContent) return;
  const data = JSON.parse(element.textContent) as FirstScreenData;
  setDrawnAt(data.drawnAt);
  hydrate(queryClient, data.state);
}
