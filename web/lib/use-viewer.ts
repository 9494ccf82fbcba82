import { type QueryClient, useQuery } from "@tanstack/react-query";
import type { MeResponse, Viewer } from "../../contracts/profiles.ts";
import { api } from "./api.ts";

export const viewerQueryKey = ["me"] as const;

export const fetchViewer = () => api<MeResponse>("/api/me").then((r) => r.viewer);

/** The signed-in user (null for visitors); the shell, routing and pages share this one query. */
export function useViewer() {
  return useQuery<Viewer | null>({ queryKey: viewerQueryKey, queryFn: fetchViewer });
}

/** Asks who is signed in before the first page is drawn (web/app/first-route-data.ts). */
export const prefetchViewer = (queryClient: QueryClient) =>
  queryClient.prefetchQuery<Viewer | null>({ queryKey: viewerQueryKey, queryFn: fetchViewer });

/**
 * The user's active community (product decision 13): the one picked in the nav's
 * city switcher, else the most recently joined; the server decides (GET /api/me).
 */
export const activeCitySlug = (viewer: Viewer | null | undefined) => viewer?.activeCitySlug ?? null;
