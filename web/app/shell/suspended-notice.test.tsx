import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authMessages } from "../../../contracts/auth-rules.ts";
import { suspendedViewerData } from "../../../contracts/realtime-rules.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { serveApi } from "../../../tests/support/fake-api.ts";
import { FakeEventSource } from "../../../tests/support/fake-event-source.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { NotificationBell } from "../../features/notifications/notification-bell.tsx";
import { forgetAccountSuspended } from "../../lib/account-suspended.ts";
import { useViewer } from "../../lib/use-viewer.ts";
import { SuspendedNotice } from "./suspended-notice.tsx";

function SignedIn() {
  const { data: viewer } = useViewer();
  return <p>{viewer ? "Signed in" : "Signed out"}</p>;
}

beforeEach(() => {
  forgetAccountSuspended();
  FakeEventSource.open = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  serveApi({
    "GET /api/me/notifications/unread-count": { status: 200, body: { unread: 0 } },
    "GET /api/me/notifications": { status: 200, body: { items: [], nextCursor: null } },
    // The ban ended the session: asking who is signed in now says no one.
    "GET /api/me": { status: 200, body: { viewer: null } },
  });
});
afterEach(() => vi.unstubAllGlobals());

const openPage = () =>
  renderAsViewer(
    "/",
    <>
      <NotificationBell />
      <SuspendedNotice />
      <SignedIn />
    </>,
    { viewer: aViewer() },
  );

describe("A banned user's open page", () => {
  it("says the account was suspended when the stream says so, in the signed-out state", async () => {
    openPage();
    expect(screen.getByText("Signed in")).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
    FakeEventSource.open[0]?.emit("viewer", suspendedViewerData);
    expect(await screen.findByText("Signed out")).toBeVisible();
    expect(await screen.findByRole("alert")).toHaveTextContent(authMessages.suspended);
  });

  it("says nothing of a suspension when the session ended otherwise", async () => {
    openPage();
    FakeEventSource.open[0]?.emit("viewer");
    expect(await screen.findByText("Signed out")).toBeVisible();
    expect(screen.queryByText(authMessages.suspended)).toBeNull();
  });
});
