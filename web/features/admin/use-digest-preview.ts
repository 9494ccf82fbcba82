import { useQuery } from "@tanstack/react-query";
import type { DigestPreview } from "../../../contracts/notifications.ts";
import { api } from "../../lib/api.ts";

/** This week's digest of a city, as its members would get it (admins); only while shown. */
export function useDigestPreview(city: string | null) {
  return useQuery({
    queryKey: ["admin", "digest", city],
    queryFn: ({ signal }) =>
      api<DigestPreview>(`/api/admin/cities/${encodeURIComponent(city ?? "")}/digest`, { signal }),
    enabled: city !== null,
    staleTime: 0,
  });
}
