import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PendingRequest } from "../../../contracts/admin.ts";
import { notificationEventName } from "../../../contracts/user-stream-rules.ts";
import { api } from "../../lib/api.ts";
import { citiesQueryKey } from "../../lib/use-cities.ts";
import { viewerQueryKey } from "../../lib/use-viewer.ts";
import { useUserStreamSignal } from "../../lib/user-stream-signals.ts";

export const pendingRequestsQueryKey = ["admin", "membership-requests"] as const;
export const pendingRequestsPath = "/api/admin/membership-requests";
/** The hook's data from the API's answer. */
export const pendingRequestsOf = (response: { requests: PendingRequest[] }) => response.requests;

/** Membership requests awaiting a decision, oldest first (product decision 12). */
export function usePendingRequests() {
  return useQuery({
    queryKey: pendingRequestsQueryKey,
    queryFn: () => api<{ requests: PendingRequest[] }>(pendingRequestsPath).then(pendingRequestsOf),
  });
}

/**
 * New requests appear without a reload (issue 12), no polling: a request
 * notifies the city's moderators and the admins (decision 029), and that
 * notification reaches the viewer's own live stream (decision 034), so the queue
 * refetches on it.
 */
export function useLivePendingRequests() {
  const queryClient = useQueryClient();
  useUserStreamSignal(notificationEventName, () => {
    void queryClient.invalidateQueries({ queryKey: pendingRequestsQueryKey });
  });
}

export type Decision = { kind: "approve" } | { kind: "reject"; reason: string };

/**
 * Approves or rejects one request. Either way, success or a 409 (another admin
 * decided first), the list is refetched so the card leaves.
 */
export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, decision }: { request: PendingRequest; decision: Decision }) =>
      api<{ status: "approved" | "rejected" }>(
        `/api/admin/membership-requests/${encodeURIComponent(request.id)}/${decision.kind}`,
        {
          method: "POST",
          body: decision.kind === "reject" ? { reason: decision.reason.trim() || undefined } : {},
        },
      ),
    onSuccess: (_result, { request }) => {
      // Drop the card at once rather than after the refetch's round trip.
      queryClient.setQueryData<PendingRequest[]>(pendingRequestsQueryKey, (requests) =>
        requests?.filter((each) => each.id !== request.id),
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: pendingRequestsQueryKey });
      // Member counts and badges (even the admin's own, if they applied) may have changed.
      void queryClient.invalidateQueries({ queryKey: citiesQueryKey });
      void queryClient.invalidateQueries({ queryKey: viewerQueryKey });
    },
  });
}
