import { useInfiniteQuery } from "@tanstack/react-query";
import type { SavedKind, SavedPage } from "../../../contracts/saved.ts";
import { api } from "../../lib/api.ts";
import { savedQueryKey } from "../../lib/saved-query-key.ts";

/**
 * The viewer's Saved list (decision 22), most recently saved first, a page at a time;
 * with `kind`, one tab of it (issue 35).
 */
export function useSaved(kind?: SavedKind) {
  return useInfiniteQuery({
    // The whole list keeps its key; a tab adds its kind (invalidating `savedQueryKey` covers both).
    queryKey: kind ? [...savedQueryKey, kind] : savedQueryKey,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      if (pageParam) query.set("cursor", pageParam);
      if (kind) query.set("kind", kind);
      return api<SavedPage>(`/api/me/saved?${query}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
