import { useQuery } from "@tanstack/react-query";
import type { City } from "../../contracts/communities.ts";
import { api } from "./api.ts";

export const citiesQueryKey = ["cities"] as const;

/** Spec order of the three featured communities; cities added later follow by name. */
export const featuredCitySlugs = ["gold-coast", "miami", "cape-town"] as const;

const rank = (slug: string) => {
  const index = (featuredCitySlugs as readonly string[]).indexOf(slug);
  return index === -1 ? featuredCitySlugs.length : index;
};

export const sortFeaturedFirst = (cities: City[]) =>
  [...cities].sort((a, b) => rank(a.slug) - rank(b.slug) || a.name.localeCompare(b.name));

/** Every city with the viewer's standing in it (member, pending or none). */
export function useCities() {
  return useQuery({
    queryKey: citiesQueryKey,
    queryFn: () =>
      api<{ cities: City[] }>("/api/cities").then((response) => sortFeaturedFirst(response.cities)),
  });
}
