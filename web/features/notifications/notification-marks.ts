import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { notificationsKey } from "./use-notifications.ts";

// Apart from use-notifications.ts: only the bell's menu and the page mark notifications
// read; the bell on every signed-in page reads the count and the latest, and a module
// copied into a page's chunk comes whole (decision 092).

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/api/me/notifications/${id}/read`, { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<null>("/api/me/notifications/read-all", { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
