import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import type { CityDetail } from "../../contracts/communities.ts";
import { api, isMissing } from "./api.ts";
import { citiesQueryKey } from "./use-cities.ts";

// Under ["cities"], so invalidating the city list after a request refreshes these too.
export const cityQueryKey = (slug: string) => [...citiesQueryKey, slug] as const;

export const cityApiPath = (slug: string) => `/api/cities/${encodeURIComponent(slug)}`;

/**
 * One city with the viewer's standing ("member", "pending", "none") and its
 * member count. Pages that send visitors away ask only once someone is signed in.
 */
const cityQuery = (slug: string) =>
  queryOptions({
    queryKey: cityQueryKey(slug),
    queryFn: ({ signal }) => api<CityDetail>(cityApiPath(slug), { signal }),
  });

export function useCity(slug: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...cityQuery(slug), enabled });
}

/** Asks for the city before its page is drawn (web/app/first-route-data.ts). */
export const prefetchCity = (queryClient: QueryClient, slug: string) =>
  queryClient.prefetchQuery(cityQuery(slug));

/** The server answers 404 for an unknown slug and 400 for one that cannot be a slug at all. */
export const isMissingCity = isMissing;
