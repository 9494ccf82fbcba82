import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AccountSession } from "../../../contracts/account-sessions.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { noAnswer, serveApi } from "../../../tests/support/fake-api.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { SessionsList } from "./sessions-list.tsx";

const aSession = (overrides: Partial<AccountSession> = {}): AccountSession => ({
  id: crypto.randomUUID(),
  browser: "Chrome 131",
  os: "macOS",
  deviceKind: "desktop",
  deviceModel: null,
  network: "203.0.113.0/24",
  lastActiveAt: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString(),
  signedInAt: "2026-11-20T08:00:00.000Z",
  current: false,
  ...overrides,
});

const show = () => renderAsViewer("/profile", <SessionsList />, { viewer: aViewer() });

describe("the signed-in devices list", () => {
  it("shows each device with its browser, place and last active, this one marked", async () => {
    serveApi({
      "GET /api/account/sessions": {
        status: 200,
        body: {
          items: [
            aSession({ current: true }),
            aSession({
              browser: "Safari 17",
              os: "iOS 17",
              deviceKind: "mobile",
              deviceModel: "Apple iPhone",
              network: "2001:db8:85a3::/48",
            }),
          ],
        },
      },
    });
    show();
    const rows = await screen.findAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("Chrome 131 on macOS");
    expect(rows[0]).toHaveTextContent("This device");
    expect(rows[0]).toHaveTextContent("Active now");
    expect(rows[1]).toHaveTextContent("Apple iPhone · Network 2001:db8:85a3::/48");
    expect(rows[1]).toHaveTextContent("Active about 2 hours ago");
    expect(rows[1]).not.toHaveTextContent("This device");
    expect(screen.getByRole("button", { name: "Sign out all other devices" })).toBeVisible();
  });

  it("asks before signing a device out, then sends only its id", async () => {
    const phone = aSession({ browser: "Safari 17", os: "iOS 17", deviceKind: "mobile" });
    let items = [aSession({ current: true }), phone];
    const requests = serveApi({
      "GET /api/account/sessions": () => ({ status: 200, body: { items } }),
      [`DELETE /api/account/sessions/${phone.id}`]: () => {
        items = items.filter((item) => item.id !== phone.id);
        return { status: 204 };
      },
    });
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "Sign out Safari 17 on iOS 17" }));
    const dialog = await screen.findByRole("alertdialog", {
      name: "Sign out Safari 17 on iOS 17?",
    });
    expect(requests.some((r) => r.route.startsWith("DELETE"))).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(1));
    expect(requests.filter((r) => r.route.startsWith("DELETE"))).toHaveLength(1);
  });

  it("shows a failed sign-out in the dialog", async () => {
    const other = aSession();
    serveApi({
      "GET /api/account/sessions": {
        status: 200,
        body: { items: [aSession({ current: true }), other] },
      },
      "POST /api/account/logout": {
        status: 429,
        body: {
          code: "RATE_LIMITED",
          message: "You're doing that too often. Please wait a minute and try again.",
        },
      },
    });
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "Sign out all other devices" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Sign out all other devices?" });
    await user.click(within(dialog).getByRole("button", { name: "Sign out" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "You're doing that too often.",
    );
  });

  it("shows that it is loading", async () => {
    serveApi({ "GET /api/account/sessions": noAnswer });
    show();
    expect(await screen.findByText("Loading your devices")).toBeInTheDocument();
  });

  it("says why the list could not load", async () => {
    serveApi({
      "GET /api/account/sessions": {
        status: 500,
        body: { code: "INTERNAL", message: "Something went wrong" },
      },
    });
    show();
    expect(await screen.findByRole("button", { name: "Try again" })).toBeVisible();
    expect(screen.getByText(/Could not load your devices\./)).toBeVisible();
  });

  it("says so when no device is signed in", async () => {
    serveApi({ "GET /api/account/sessions": { status: 200, body: { items: [] } } });
    show();
    expect(await screen.findByText("You are not signed in anywhere else.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Sign out everywhere" })).toBeNull();
  });
});
