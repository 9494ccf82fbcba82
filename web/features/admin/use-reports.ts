import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RemovalReason } from "../../../contracts/moderation-rules.ts";
import type { ReportDecision, ReportGroup } from "../../../contracts/reports.ts";
import { api } from "../../lib/api.ts";

const reportsKey = ["admin", "reports"] as const;

/** The Reports tab: open reports grouped by target, most reported first. */
export function useReportQueue() {
  return useQuery({
    queryKey: reportsKey,
    queryFn: ({ signal }) => api<{ groups: ReportGroup[] }>("/api/admin/reports", { signal }),
  });
}

/** Dismiss, remove the target, or ban its author; every open report about it is settled. */
export function useDecideReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      group: ReportGroup;
      decision: ReportDecision;
      reason?: string;
      /** A removal's reason from the list, which the author is told (decision 057). */
      removalReason?: RemovalReason;
    }) =>
      api<{ status: string; count: number }>(
        `/api/admin/reports/${input.group.target.type}/${encodeURIComponent(input.group.target.id)}/decision`,
        {
          body: {
            decision: input.decision,
            reason: input.reason || undefined,
            removalReason: input.removalReason,
          },
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
