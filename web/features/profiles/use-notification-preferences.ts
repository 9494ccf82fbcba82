import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  NotificationPreferences,
  UpdateNotificationPreferences,
} from "../../../contracts/notifications.ts";
import { api } from "../../lib/api.ts";

export const notificationPreferencesQueryKey = ["me", "notification-preferences"] as const;

/** Which notifications the viewer gets in the bell, by email and by push, and their quiet hours. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationPreferencesQueryKey,
    queryFn: ({ signal }) =>
      api<NotificationPreferences>("/api/me/notification-preferences", { signal }),
  });
}

/** The preferences with `change` laid over them: what the page shows while it saves. */
export function withChange(
  before: NotificationPreferences,
  change: UpdateNotificationPreferences,
): NotificationPreferences {
  return {
    ...before,
    email: { ...before.email, ...change.email },
    push: { ...before.push, ...change.push },
    inApp: { ...before.inApp, ...change.inApp },
    quietHours: change.quietHours === undefined ? before.quietHours : change.quietHours,
  };
}

/** Saves any subset; the switches move at once and move back if the server refuses. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateNotificationPreferences) =>
      api<NotificationPreferences>("/api/me/notification-preferences", {
        method: "PATCH",
        body: change,
      }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: notificationPreferencesQueryKey });
      const before = queryClient.getQueryData<NotificationPreferences>(
        notificationPreferencesQueryKey,
      );
      if (before) {
        queryClient.setQueryData(notificationPreferencesQueryKey, withChange(before, change));
      }
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) {
        queryClient.setQueryData(notificationPreferencesQueryKey, context.before);
      }
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQueryKey, saved),
  });
}
