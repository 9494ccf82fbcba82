import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminListingRow } from "../../../contracts/listing-parts.ts";
import type { ModeratorRemoval } from "../../../contracts/moderation.ts";
import { api } from "../../lib/api.ts";

/** The two dashboard tabs that list every city's listings or properties. */
export type AdminListingKind = "listings" | "properties";

const adminListingsKey = (kind: AdminListingKind) => ["admin", kind] as const;

/** Every listing (or property) of every city or one, newest first, searchable, a page at a time. */
export function useAdminListings(kind: AdminListingKind, q: string, city = "") {
  return useInfiniteQuery({
    queryKey: [...adminListingsKey(kind), q, city],
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      if (city) query.set("city", city);
      if (q) query.set("q", q);
      if (pageParam) query.set("cursor", pageParam);
      return api<{ items: AdminListingRow[]; nextCursor: string | null }>(
        `/api/admin/${kind}?${query}`,
        { signal },
      );
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Deletes one as an admin: the rows and the stored photos go (issue 10, item 9). */
export function useAdminDeleteListing(kind: AdminListingKind) {
  const queryClient = useQueryClient();
  return useMutation({
    // An admin removing someone else's says why (decision 057); their own needs nothing.
    mutationFn: ({ row, removal }: { row: AdminListingRow; removal?: ModeratorRemoval }) =>
      api<null>(`/api/${kind}/${encodeURIComponent(row.id)}`, { method: "DELETE", body: removal }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminListingsKey(kind) }),
  });
}
