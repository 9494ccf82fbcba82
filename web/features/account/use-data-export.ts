import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DataExport, DataExportState } from "../../../contracts/data-export.ts";
import { api } from "../../lib/api.ts";

export const dataExportQueryKey = ["me", "data-export"] as const;

/** While an export is being prepared the page asks again this often, so "ready" shows without a reload. */
const preparingPollMs = 2000;

/** The viewer's newest export that has not expired (null when none). */
export function useDataExport() {
  return useQuery({
    queryKey: dataExportQueryKey,
    queryFn: ({ signal }) => api<DataExportState>("/api/account/data-exports/latest", { signal }),
    refetchInterval: (query) =>
      query.state.data?.export?.status === "preparing" ? preparingPollMs : false,
  });
}

/** Download my data: starts an export, built in the background. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<DataExport>("/api/account/data-exports", { method: "POST", body: {} }),
    onSuccess: (started) =>
      queryClient.setQueryData<DataExportState>(dataExportQueryKey, { export: started }),
  });
}
