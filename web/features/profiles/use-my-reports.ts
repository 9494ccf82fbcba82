import { useQuery } from "@tanstack/react-query";
import type { MyReport } from "../../../contracts/reports.ts";
import { api } from "../../lib/api.ts";

/** The viewer's reports and what became of each (their in-app notice until notifications, issue 13). */
export function useMyReports() {
  return useQuery({
    queryKey: ["me", "reports"],
    queryFn: ({ signal }) => api<{ reports: MyReport[] }>("/api/me/reports", { signal }),
  });
}
