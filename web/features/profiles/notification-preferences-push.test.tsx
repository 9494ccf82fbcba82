import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { NotificationPreferences } from "../../../contracts/notifications.ts";
import { emailDefaults } from "../../../contracts/notifications-rules.ts";
import { inAppDefaults, pushDefaults } from "../../../contracts/push-rules.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { serveApi } from "../../../tests/support/fake-api.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { NotificationPreferencesSection } from "./notification-preferences.tsx";

// jsdom has no push: these tests give the page a browser's Notification, service worker
// and PushManager that answer as Chromium does (the real ones run in tests/e2e/push.spec.ts).

const preferences: NotificationPreferences = {
  email: emailDefaults,
  push: pushDefaults,
  inApp: inAppDefaults,
  quietHours: null,
  timeZone: "Australia/Brisbane",
};
const publicKey =
  "BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U";
const keys = {
  p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
  auth: "tBHItJI5svbpez7KI4CCXg",
};
const endpoint = "https://push.example/send/device-1";

type FakeSubscription = {
  endpoint: string;
  toJSON: () => unknown;
  unsubscribe: () => Promise<boolean>;
};

const added: [object, string][] = [];
const give = (target: object, name: string, value: unknown) => {
  Object.defineProperty(target, name, { value, configurable: true, writable: true });
  added.push([target, name]);
};

/** A browser that can push; `answer` is what the permission prompt says. */
function pushCapableBrowser({
  permission = "default" as NotificationPermission,
  answer = "granted" as NotificationPermission,
  subscribed = false,
} = {}) {
  const asked: string[] = [];
  let current: FakeSubscription | null = null;
  const subscription: FakeSubscription = {
    endpoint,
    toJSON: () => ({ endpoint, expirationTime: null, keys }),
    unsubscribe: async () => {
      current = null;
      return true;
    },
  };
  if (subscribed) current = subscription;
  const registration = {
    pushManager: {
      getSubscription: async () => current,
      subscribe: async (options: {
        userVisibleOnly: boolean;
        applicationServerKey: Uint8Array;
      }) => {
        asked.push(`subscribe ${options.userVisibleOnly} ${options.applicationServerKey.length}`);
        current = subscription;
        return subscription;
      },
    },
  };
  const notification = {
    permission,
    requestPermission: async () => {
      asked.push("permission");
      notification.permission = answer;
      return answer;
    },
  };
  give(window, "Notification", notification);
  give(window, "PushManager", class {});
  give(navigator, "serviceWorker", {
    getRegistration: async () => registration,
    ready: Promise.resolve(registration),
  });
  return { asked, current: () => current };
}

afterEach(() => {
  for (const [target, name] of added.splice(0)) Reflect.deleteProperty(target, name);
});

const renderSection = () =>
  renderAsViewer("/profile", <NotificationPreferencesSection moderates={false} />, {
    viewer: aViewer(),
  });

describe("Push on this device", () => {
  it("asks the browser only when a push switch is turned on, then subscribes and says so", async () => {
    const browser = pushCapableBrowser();
    const calls = serveApi({
      "GET /api/me/notification-preferences": { status: 200, body: preferences },
      "GET /api/push/key": { status: 200, body: { publicKey } },
      "POST /api/push/subscriptions": { status: 201, body: { id: "s1" } },
    });
    const { user } = renderSection();
    const replies = await screen.findByRole("switch", { name: "Push: Comments on your posts" });
    expect(
      screen.getByText(/Turn on a push switch and your browser will ask you to allow them/),
    ).toBeVisible();
    // Not subscribed yet: the push column is off, whatever was chosen, and nobody was asked.
    expect(replies).not.toBeChecked();
    expect(browser.asked).toEqual([]);

    await user.click(replies);
    expect(await screen.findByText("Push is on for this device.")).toBeVisible();
    expect(browser.asked).toEqual(["permission", "subscribe true 65"]);
    expect(calls.map((call) => call.route)).toEqual([
      "GET /api/me/notification-preferences",
      "GET /api/push/key",
      "POST /api/push/subscriptions",
    ]);
    expect(calls.at(-1)?.body).toEqual({ endpoint, keys });
    // Replies were already chosen for push (the default), and so were messages.
    expect(replies).toBeChecked();
    expect(screen.getByRole("switch", { name: "Push: Messages from other members" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "Push: Reactions to your posts" })).not.toBeChecked();
  });

  it("saves a push choice that was off once the device is subscribed", async () => {
    pushCapableBrowser({ permission: "granted", subscribed: true });
    const calls = serveApi({
      "GET /api/me/notification-preferences": { status: 200, body: preferences },
      "PATCH /api/me/notification-preferences": {
        status: 200,
        body: { ...preferences, push: { ...pushDefaults, reaction_on_post: true } },
      },
    });
    const { user } = renderSection();
    expect(await screen.findByText("Push is on for this device.")).toBeVisible();
    const reactions = screen.getByRole("switch", { name: "Push: Reactions to your posts" });
    await user.click(reactions);
    await expect
      .poll(() => calls.at(-1))
      .toEqual({
        route: "PATCH /api/me/notification-preferences",
        body: { push: { reaction_on_post: true } },
      });
    expect(reactions).toBeChecked();
  });

  it("turns push off on this device: the server forgets it and the browser drops it", async () => {
    const browser = pushCapableBrowser({ permission: "granted", subscribed: true });
    const calls = serveApi({
      "GET /api/me/notification-preferences": { status: 200, body: preferences },
      "DELETE /api/push/subscriptions": { status: 204 },
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole("button", { name: "Turn off push on this device" }));
    expect(
      await screen.findByText(/Turn on a push switch and your browser will ask you to allow them/),
    ).toBeVisible();
    expect(calls.at(-1)).toEqual({ route: "DELETE /api/push/subscriptions", body: { endpoint } });
    expect(browser.current()).toBeNull();
    expect(screen.getByRole("switch", { name: "Push: Comments on your posts" })).not.toBeChecked();
  });

  it("explains how to allow notifications when the member says no", async () => {
    pushCapableBrowser({ answer: "denied" });
    const calls = serveApi({
      "GET /api/me/notification-preferences": { status: 200, body: preferences },
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole("switch", { name: "Push: Comments on your posts" }));
    expect(
      await screen.findByText(/Notifications are blocked for Coastal in this browser/),
    ).toBeVisible();
    expect(screen.getByText(/set Notifications to Allow/)).toBeVisible();
    expect(screen.getByRole("switch", { name: "Push: Comments on your posts" })).toBeDisabled();
    // The bell and email still work.
    expect(screen.getByRole("switch", { name: "Email: Comments on your posts" })).toBeEnabled();
    expect(calls.map((call) => call.route)).toEqual(["GET /api/me/notification-preferences"]);
  });

  it("tells an iPhone to add Coastal to the Home Screen", async () => {
    give(navigator, "userAgent", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)");
    serveApi({ "GET /api/me/notification-preferences": { status: 200, body: preferences } });
    renderSection();
    expect(await screen.findByText(/Add Coastal to your Home Screen to get push/)).toBeVisible();
    const row = screen.getByRole("group", { name: "Comments on your posts" });
    expect(
      within(row).getByRole("switch", { name: "Push: Comments on your posts" }),
    ).toBeDisabled();
  });

  it("says a browser without push has none, and keeps the other columns", async () => {
    serveApi({ "GET /api/me/notification-preferences": { status: 200, body: preferences } });
    renderSection();
    expect(await screen.findByText(/This browser cannot get push notifications/)).toBeVisible();
    expect(screen.getByRole("switch", { name: "Push: Comments on your posts" })).toBeDisabled();
    expect(screen.getByRole("switch", { name: "In app: Comments on your posts" })).toBeEnabled();
  });
});
