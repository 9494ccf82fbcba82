import { useCallback, useEffect, useState } from "react";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ApiError } from "../../lib/api.ts";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import {
  currentPushSubscription,
  notificationPermission,
  PushSetupError,
  pushSupport,
  subscribeToPush,
  unsubscribeFromPush,
} from "../../lib/push-subscription.ts";
import { translatedText } from "../../lib/translated-text.ts";

const messages = defineMessages({
  off: {
    id: "notificationPreferences.push.off",
    defaultMessage:
      "Push notifications reach this device even when Coastal is closed. Turn on a push switch and your browser will ask you to allow them.",
  },
  asking: {
    id: "notificationPreferences.push.asking",
    defaultMessage: "Waiting for your browser to allow notifications…",
  },
  on: { id: "notificationPreferences.push.on", defaultMessage: "Push is on for this device." },
  turnOff: {
    id: "notificationPreferences.push.turnOff",
    defaultMessage: "Turn off push on this device",
  },
  denied: {
    id: "notificationPreferences.push.denied",
    defaultMessage:
      "Notifications are blocked for Coastal in this browser. To allow them, open the site settings (the icon beside the address), set Notifications to Allow, then turn a push switch on again.",
  },
  needsHomeScreen: {
    id: "notificationPreferences.push.needsHomeScreen",
    defaultMessage:
      "Add Coastal to your Home Screen to get push: tap Share, then Add to Home Screen, and open Coastal from there.",
  },
  unsupported: {
    id: "notificationPreferences.push.unsupported",
    defaultMessage:
      "This browser cannot get push notifications. You still see them in the bell and can get them by email.",
  },
  noWorker: {
    id: "notificationPreferences.push.noWorker",
    defaultMessage:
      "Push could not start because Coastal has not finished loading on this device. Reload the page and try again.",
  },
  failed: {
    id: "notificationPreferences.push.failed",
    defaultMessage: "Could not turn on push on this device. {why}",
  },
  tryAgain: { id: "notificationPreferences.push.tryAgain", defaultMessage: "Please try again." },
});

/** Where push stands on this device; only "on" delivers. */
export type PushDeviceState =
  | { status: "checking" }
  | { status: "needs-home-screen" }
  | { status: "unsupported" }
  | { status: "denied" }
  | { status: "off" }
  | { status: "asking" }
  | { status: "on" }
  | { status: "failed"; error: unknown };

async function readDeviceState(): Promise<PushDeviceState> {
  const support = pushSupport();
  if (support !== "supported") return { status: support };
  if (notificationPermission() === "denied") return { status: "denied" };
  if (notificationPermission() !== "granted") return { status: "off" };
  return (await currentPushSubscription()) ? { status: "on" } : { status: "off" };
}

/**
 * This device's push: read without asking anything on load, and again when the member
 * comes back to the tab (they may have changed the site's permission meanwhile).
 */
export function usePushOnThisDevice() {
  const [state, setState] = useState<PushDeviceState>({ status: "checking" });
  const [turningOff, setTurningOff] = useState(false);
  const [turnOffError, setTurnOffError] = useState<unknown>(null);

  const refresh = useCallback(async () => {
    const next = await readDeviceState();
    setState((now) => (now.status === "asking" ? now : next));
  }, []);

  useEffect(() => {
    void refresh();
    const onVisible = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [refresh]);

  /** Asks the browser (only now), subscribes and tells the server; true when push is on. */
  const turnOn = useCallback(async () => {
    setState({ status: "asking" });
    setTurnOffError(null);
    try {
      await subscribeToPush();
      setState({ status: "on" });
      return true;
    } catch (error) {
      const denied = error instanceof PushSetupError && error.reason === "denied";
      setState(denied ? { status: "denied" } : { status: "failed", error });
      return false;
    }
  }, []);

  const turnOff = useCallback(async () => {
    setTurningOff(true);
    setTurnOffError(null);
    try {
      await unsubscribeFromPush();
      setState({ status: "off" });
    } catch (error) {
      setTurnOffError(error);
      await refresh();
    } finally {
      setTurningOff(false);
    }
  }, [refresh]);

  return { state, turnOn, turnOff, turningOff, turnOffError };
}

/** Whether a push switch can be moved now (it asks the browser when push is not on yet). */
export const pushSwitchesUsable = (state: PushDeviceState) =>
  state.status === "off" || state.status === "on" || state.status === "failed";

/** What push on this device is doing, in words, with "Turn off push on this device". */
export function PushDeviceStatus({ device }: { device: ReturnType<typeof usePushOnThisDevice> }) {
  const intl = useIntl();
  const { state } = device;
  if (state.status === "checking") return null;
  const turnOffFailed = device.turnOffError ? (
    <Alert tone="error">{translatedText(intl, apiErrorText(device.turnOffError))}</Alert>
  ) : null;
  if (state.status === "on") {
    return (
      <div className="flex flex-col gap-2">
        <div className="flex flex-col gap-3 rounded-lg bg-emerald-50 p-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm font-medium text-emerald-800">{intl.formatMessage(messages.on)}</p>
          <Button
            variant="secondary"
            size="sm"
            busy={device.turningOff}
            onClick={() => void device.turnOff()}
            className="h-auto! min-h-8 py-1 whitespace-normal!"
          >
            {intl.formatMessage(messages.turnOff)}
          </Button>
        </div>
        {turnOffFailed}
      </div>
    );
  }
  if (state.status === "failed") {
    const noWorker = state.error instanceof PushSetupError && state.error.reason === "no-worker";
    const why =
      state.error instanceof ApiError
        ? translatedText(intl, apiErrorText(state.error))
        : intl.formatMessage(messages.tryAgain);
    return (
      <Alert tone="error">
        {noWorker
          ? intl.formatMessage(messages.noWorker)
          : intl.formatMessage(messages.failed, { why })}
      </Alert>
    );
  }
  const words = {
    "needs-home-screen": messages.needsHomeScreen,
    unsupported: messages.unsupported,
    denied: messages.denied,
    off: messages.off,
    asking: messages.asking,
  }[state.status];
  const warn = state.status === "denied" || state.status === "needs-home-screen";
  return (
    <div className="flex flex-col gap-2">
      <p
        className={`rounded-lg p-3 text-sm ${warn ? "bg-sand-100 text-slate-900" : "bg-slate-50 text-slate-700"}`}
      >
        {intl.formatMessage(words)}
      </p>
      {turnOffFailed}
    </div>
  );
}
