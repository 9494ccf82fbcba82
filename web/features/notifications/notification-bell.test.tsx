import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Notification } from "../../../contracts/notifications.ts";
import { notificationEventName } from "../../../contracts/notifications.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { serveApi } from "../../../tests/support/fake-api.ts";
import { FakeEventSource } from "../../../tests/support/fake-event-source.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { useViewer } from "../../lib/use-viewer.ts";
import { useUserStreamSignal } from "../../lib/user-stream-signals.ts";
import { NotificationBell } from "./notification-bell.tsx";
import { NotificationsPage } from "./notifications-page.tsx";

function ActiveCity() {
  return <p>Active: {useViewer().data?.activeCitySlug}</p>;
}

beforeEach(() => {
  FakeEventSource.open = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

const aNotification = (overrides: Partial<Notification> = {}): Notification => ({
  id: crypto.randomUUID(),
  kind: "comment_on_post",
  text: 'bob commented on your post "Morning swim"',
  title: "Morning swim",
  actorName: "bob",
  detail: null,
  targetId: "post-1",
  link: "/city/miami/posts/1",
  targetDeleted: false,
  count: 1,
  read: false,
  createdAt: "2026-11-20T08:00:00.000Z",
  ...overrides,
});

const page = (items: Notification[], nextCursor: string | null = null) => ({
  status: 200,
  body: { items, nextCursor },
});

/** Another screen listening on the bell's one stream (as Pending Users does). */
const heard: string[] = [];
function PendingQueue() {
  useUserStreamSignal(notificationEventName, () => heard.push("pending queue refetches"));
  return null;
}

describe("The bell", () => {
  it("names the unread count for screen readers and lists the latest in a menu", async () => {
    serveApi({
      "GET /api/me/notifications/unread-count": { status: 200, body: { unread: 3 } },
      "GET /api/me/notifications": page([aNotification()]),
    });
    const { user } = renderAsViewer("/", <NotificationBell />, { viewer: aViewer() });
    const bell = await screen.findByRole("button", { name: "Notifications, 3 unread" });
    await user.click(bell);
    expect(
      await screen.findByRole("menuitem", { name: /bob commented on your post/ }),
    ).toBeVisible();
    expect(screen.getByRole("menuitem", { name: "Mark all as read" })).toBeVisible();
    expect(screen.getByRole("menuitem", { name: "See all notifications" })).toBeVisible();
  });

  it("goes up live when the stream says the viewer has news, without polling", async () => {
    let unread = 0;
    serveApi({
      "GET /api/me/notifications/unread-count": () => ({ status: 200, body: { unread } }),
      "GET /api/me/notifications": page([]),
    });
    renderAsViewer("/", <NotificationBell />, { viewer: aViewer() });
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeVisible();
    const [source] = FakeEventSource.open;
    expect(source?.url).toBe("/api/me/live");
    unread = 1;
    source?.emit("notification");
    expect(await screen.findByRole("button", { name: "Notifications, 1 unread" })).toBeVisible();
  });

  it("counts a notification that comes while the first count is still loading", async () => {
    // The first answer was read before the comment; it arrives after the stream's news.
    let answerFirst: (reply: { status: number; body: { unread: number } }) => void = () => {};
    const counts: number[] = [];
    serveApi({
      "GET /api/me/notifications/unread-count": () => {
        if (counts.push(counts.length) === 1) return new Promise((done) => (answerFirst = done));
        return { status: 200, body: { unread: 1 } };
      },
      "GET /api/me/notifications": page([]),
    });
    renderAsViewer("/", <NotificationBell />, { viewer: aViewer() });
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeVisible();
    await waitFor(() => expect(counts).toHaveLength(1));
    FakeEventSource.open[0]?.emit("notification");
    answerFirst({ status: 200, body: { unread: 0 } });
    expect(await screen.findByRole("button", { name: "Notifications, 1 unread" })).toBeVisible();
    expect(counts).toHaveLength(2);
  });

  it("passes each notification on to other screens listening on the one stream", async () => {
    serveApi({
      "GET /api/me/notifications/unread-count": () => ({ status: 200, body: { unread: 0 } }),
      "GET /api/me/notifications": page([]),
    });
    heard.length = 0;
    renderAsViewer(
      "/",
      <>
        <NotificationBell />
        <PendingQueue />
      </>,
      { viewer: aViewer() },
    );
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeVisible();
    expect(FakeEventSource.open).toHaveLength(1);
    FakeEventSource.open[0]?.emit("notification");
    expect(heard).toEqual(["pending queue refetches"]);
  });

  it("keeps the viewer current when the stream says their account changed", async () => {
    serveApi({
      "GET /api/me/notifications/unread-count": { status: 200, body: { unread: 0 } },
      "GET /api/me/notifications": page([]),
      "GET /api/me": {
        status: 200,
        body: { viewer: aViewer({ activeCitySlug: "cape-town" }) },
      },
    });
    renderAsViewer(
      "/",
      <>
        <NotificationBell />
        <ActiveCity />
      </>,
      { viewer: aViewer({ activeCitySlug: "miami" }) },
    );
    expect(await screen.findByText("Active: miami")).toBeVisible();
    FakeEventSource.open[0]?.emit("viewer");
    expect(await screen.findByText("Active: cape-town")).toBeVisible();
  });

  it("marks everything read from the menu", async () => {
    let unread = 2;
    const calls = serveApi({
      "GET /api/me/notifications/unread-count": () => ({ status: 200, body: { unread } }),
      "GET /api/me/notifications": page([aNotification(), aNotification()]),
      "POST /api/me/notifications/read-all": () => {
        unread = 0;
        return { status: 204 };
      },
    });
    const { user } = renderAsViewer("/", <NotificationBell />, { viewer: aViewer() });
    await user.click(await screen.findByRole("button", { name: "Notifications, 2 unread" }));
    await user.click(await screen.findByRole("menuitem", { name: "Mark all as read" }));
    await waitFor(() =>
      expect(calls.map((call) => call.route)).toContain("POST /api/me/notifications/read-all"),
    );
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeInTheDocument();
  });
});

describe("The notifications page", () => {
  it("loads older notifications with Load more and says when a target was deleted", async () => {
    serveApi({
      "GET /api/me/notifications/unread-count": { status: 200, body: { unread: 1 } },
      "GET /api/me/notifications": () => page([aNotification()], "next"),
    });
    const { user } = renderAsViewer("/notifications", <NotificationsPage />, {
      viewer: aViewer(),
    });
    expect(await screen.findByRole("link", { name: /bob commented on your post/ })).toBeVisible();
    serveApi({
      "GET /api/me/notifications/unread-count": { status: 200, body: { unread: 1 } },
      "GET /api/me/notifications": page([
        aNotification({
          kind: "event_cancelled",
          title: "Old news",
          link: null,
          targetDeleted: true,
          read: true,
        }),
      ]),
    });
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText('"Old news" was cancelled')).toBeVisible();
    expect(screen.getByText(/This was deleted\./)).toBeVisible();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("writes when as every other page does: how long ago, with the date in its title", async () => {
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000 - 10_000);
    serveApi({
      "GET /api/me/notifications/unread-count": { status: 200, body: { unread: 1 } },
      "GET /api/me/notifications": page([
        aNotification({ createdAt: fiveMinutesAgo.toISOString() }),
      ]),
    });
    renderAsViewer("/notifications", <NotificationsPage />, { viewer: aViewer() });
    const when = await screen.findByText("5 minutes ago");
    expect(when.tagName).toBe("TIME");
    expect(when).toHaveAttribute(
      "title",
      expect.stringMatching(/^\w+ \d+\w\w, \d{4} at \d+:\d\d [AP]M$/),
    );
    expect(screen.queryByText(/\d+\/\d+\/\d{4}/)).toBeNull();
  });

  it("says so when there is nothing", async () => {
    serveApi({
      "GET /api/me/notifications/unread-count": { status: 200, body: { unread: 0 } },
      "GET /api/me/notifications": page([]),
    });
    renderAsViewer("/notifications", <NotificationsPage />, { viewer: aViewer() });
    expect(
      await screen.findByText("Nothing new. You will see replies, reactions and decisions here."),
    ).toBeVisible();
  });
});
