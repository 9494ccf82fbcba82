import type { NotificationKind } from "../../../contracts/notifications-rules.ts";
import { emailMessages } from "../../../contracts/notifications-rules.ts";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { MutationError } from "../../components/ui/mutation-error.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { type GridChange, PreferencesGrid } from "./notification-preferences-grid.tsx";
import {
  PushDeviceStatus,
  pushSwitchesUsable,
  usePushOnThisDevice,
} from "./notification-preferences-push.tsx";
import { QuietHoursSetting } from "./notification-preferences-quiet-hours.tsx";
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from "./use-notification-preferences.ts";

export const notificationPreferencesMessages = defineMessages({
  title: { id: "notificationPreferences.title", defaultMessage: "Notifications" },
  intro: {
    id: "notificationPreferences.intro",
    defaultMessage:
      "Choose how you hear about each kind of notification: in the bell, by email, or as a push on this device.",
  },
  loading: {
    id: "notificationPreferences.loading",
    defaultMessage: "Loading your notification settings",
  },
  loadFailed: {
    id: "notificationPreferences.loadFailed",
    defaultMessage: "Could not load your notification settings. {why}",
  },
});
const messages = notificationPreferencesMessages;

/**
 * "Notifications" on /profile (issue 33): one grid of each kind against In app, Email and
 * Push, this device's push (the browser is asked only when a push switch is turned on),
 * and quiet hours in the member's city's time zone.
 */
export function NotificationPreferencesSection({ moderates }: { moderates: boolean }) {
  const intl = useIntl();
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const device = usePushOnThisDevice();

  if (preferences.isPending) {
    return (
      <div role="status" aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only">{intl.formatMessage(messages.loading)}</span>
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-6 w-2/3" />
      </div>
    );
  }
  if (preferences.isError) {
    return (
      <LoadFailed
        message={intl.formatMessage(messages.loadFailed, {
          why: apiErrorText(preferences.error),
        })}
        retrying={preferences.isFetching}
        onRetry={() => preferences.refetch()}
      />
    );
  }

  const saved = preferences.data;
  const change = async ({ kind, channel, on }: GridChange) => {
    if (channel === "push" && on && device.state.status !== "on") {
      // The only place the browser's permission is asked (product decision 37).
      if (!(await device.turnOn())) return;
      // Already chosen: this device now gets it, nothing to save.
      if (saved.push[kind as NotificationKind]) return;
    }
    update.mutate({ [channel]: { [kind]: on } });
  };

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-slate-600">{intl.formatMessage(messages.intro)}</p>
      <div aria-live="polite">
        <PushDeviceStatus device={device} />
      </div>
      <PreferencesGrid
        preferences={saved}
        moderates={moderates}
        pushOn={device.state.status === "on"}
        pushUsable={pushSwitchesUsable(device.state)}
        onChange={(next) => void change(next)}
      />
      <div aria-live="polite" className="min-h-5">
        {update.isError ? (
          <MutationError error={update.error} />
        ) : update.isSuccess ? (
          <p className="text-sm text-emerald-700">{intl.formatMessage(emailMessages.saved)}</p>
        ) : null}
      </div>
      <div className="border-t border-slate-200 pt-5">
        <QuietHoursSetting
          key={saved.quietHours ? `${saved.quietHours.from}-${saved.quietHours.to}` : "off"}
          quietHours={saved.quietHours}
          timeZone={saved.timeZone}
          saving={update.isPending && update.variables?.quietHours !== undefined}
          onSave={(quietHours) => update.mutate({ quietHours })}
        />
      </div>
    </div>
  );
}
