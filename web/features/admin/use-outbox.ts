import { useQuery } from "@tanstack/react-query";
import type { Outbox } from "../../../contracts/admin.ts";
import { api } from "../../lib/api.ts";

/** One cache entry per recipient filter ("" = everyone). */
export const outboxQueryKey = (to: string) => ["admin", "outbox", to] as const;

/** Mail kept instead of sent, newest first; admins only (decision 012). */
export function useOutbox(to: string) {
  return useQuery({
    queryKey: outboxQueryKey(to),
    queryFn: () => api<Outbox>(`/api/admin/outbox${to ? `?to=${encodeURIComponent(to)}` : ""}`),
  });
}
