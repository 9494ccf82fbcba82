import { useQuery } from "@tanstack/react-query";
import type { MemberProfile } from "../../../contracts/member-profiles.ts";
import { api } from "../../lib/api.ts";
import { cityApiPath, cityQueryKey } from "../../lib/use-city.ts";

export const memberProfileQueryKey = (slug: string, username: string) =>
  [...cityQueryKey(slug), "members", username.toLowerCase()] as const;

/** A member's page within a city; 404 when the viewer may not see them there. */
export function useMemberProfile(slug: string, username: string) {
  return useQuery({
    queryKey: memberProfileQueryKey(slug, username),
    queryFn: ({ signal }) =>
      api<MemberProfile>(`${cityApiPath(slug)}/members/${encodeURIComponent(username)}`, {
        signal,
      }),
    // A missing member stays missing: no retries for a 404.
    retry: false,
  });
}
