import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminEntryRow } from "../../../contracts/listing-parts.ts";
import type { ModeratorRemoval } from "../../../contracts/moderation.ts";
import { api } from "../../lib/api.ts";

import type { Directory } from "./directory.ts";

/** What the dashboard's tab needs of its directory. */
export type AdminDirectory = Pick<Directory, "api"> & { admin: NonNullable<Directory["admin"]> };

const adminEntriesKey = (directory: AdminDirectory) => ["admin", directory.admin.path] as const;

/** Every listing (or property) of every city or one, newest first, searchable, a page at a time. */
export function useAdminEntries(directory: AdminDirectory, q: string, city = "") {
  return useInfiniteQuery({
    queryKey: [...adminEntriesKey(directory), q, city],
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      if (city) query.set("city", city);
      if (q) query.set("q", q);
      if (pageParam) query.set("cursor", pageParam);
      return api<{ items: AdminEntryRow[]; nextCursor: string | null }>(
        `/api/admin/${directory.admin.path}?${query}`,
        { signal },
      );
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Deletes one as an admin: the rows and the stored photos go (issue 10, item 9). */
export function useAdminDeleteEntry(directory: AdminDirectory) {
  const queryClient = useQueryClient();
  return useMutation({
    // An admin removing someone else's says why (decision 057); their own needs nothing.
    mutationFn: ({ row, removal }: { row: AdminEntryRow; removal?: ModeratorRemoval }) =>
      api<null>(`/api/${directory.api}/${encodeURIComponent(row.id)}`, {
        method: "DELETE",
        body: removal,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminEntriesKey(directory) }),
  });
}
