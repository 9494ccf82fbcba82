import { useInfiniteQuery } from "@tanstack/react-query";
import type { SavedPage } from "../../../contracts/saved.ts";
import { api } from "../../lib/api.ts";
import { savedQueryKey } from "../../lib/saved-query-key.ts";

/** The viewer's Saved list (decision 22), most recently saved first, a page at a time. */
export function useSaved() {
  return useInfiniteQuery({
    queryKey: savedQueryKey,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      if (pageParam) query.set("cursor", pageParam);
      return api<SavedPage>(`/api/me/saved?${query}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
