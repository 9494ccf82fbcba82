import { useInfiniteQuery } from "@tanstack/react-query";
import type { AuditEntry } from "../../../contracts/admin.ts";
import { api } from "../../lib/api.ts";

/** The Activity tab: the audit log, newest first, optionally one city's or one action's. */
export function useActivity(filters: { city: string; action: string }) {
  return useInfiniteQuery({
    queryKey: ["admin", "activity", filters],
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      if (filters.city) query.set("city", filters.city);
      if (filters.action) query.set("action", filters.action);
      if (pageParam) query.set("cursor", pageParam);
      return api<{ items: AuditEntry[]; nextCursor: string | null }>(
        `/api/admin/activity?${query}`,
        { signal },
      );
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
