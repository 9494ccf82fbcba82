import { useQuery } from "@tanstack/react-query";
import type { Member } from "../../../contracts/communities.ts";
import { api } from "../../lib/api.ts";
import { cityApiPath, cityQueryKey } from "../../lib/use-city.ts";

export const cityMembersQueryKey = (slug: string) => [...cityQueryKey(slug), "members"] as const;

/** The city's active members, newest first; only members and admins may ask. */
export function useCityMembers(slug: string) {
  return useQuery({
    queryKey: cityMembersQueryKey(slug),
    queryFn: ({ signal }) =>
      api<{ members: Member[] }>(`${cityApiPath(slug)}/members`, { signal }).then((r) => r.members),
  });
}
