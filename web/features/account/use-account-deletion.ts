import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DeletionStatus } from "../../../contracts/account-deletion.ts";
import { api } from "../../lib/api.ts";
import { viewerQueryKey } from "../../lib/use-viewer.ts";

export const deletionKey = ["account", "deletion"] as const;

/** Whether signing in just cancelled the member's deletion (asked only when signed in). */
export function useDeletionStatus(enabled: boolean) {
  return useQuery({
    queryKey: deletionKey,
    queryFn: ({ signal }) => api<DeletionStatus>("/api/account/deletion", { signal }),
    enabled,
    staleTime: 5 * 60 * 1000,
  });
}

/** Schedules the deletion; every session ends with it, this tab's too. */
export function useScheduleDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<DeletionStatus>("/api/account/deletion", { method: "POST" }),
    onSuccess: () => {
      queryClient.setQueryData(viewerQueryKey, null);
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== viewerQueryKey[0],
      });
    },
  });
}

export function useDismissCancelledNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<null>("/api/account/deletion/notice", { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deletionKey }),
  });
}
