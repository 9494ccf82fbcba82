import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminUser } from "../../../contracts/admin.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { serveApi } from "../../../tests/support/fake-api.ts";
import { loadedTabPanel } from "../../../tests/support/loaded-tab-panel.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { AdminPage } from "./admin-page.tsx";

const member = (name: string, secondFactor: boolean): AdminUser => ({
  id: `user-${name}`,
  username: name,
  email: `${name}@example.com`,
  joinedAt: "2026-11-01T09:30:00.000Z",
  cities: [],
  role: "user",
  status: "active",
  banReason: null,
  secondFactor,
});

async function usersTab(answer = { status: 204 } as { status: number; body?: unknown }) {
  const calls = serveApi({
    "GET /api/admin/users": {
      status: 200,
      body: { items: [member("cleo", true), member("dan", false)], nextCursor: null },
    },
    "POST /api/admin/users/user-cleo/second-factors/reset": answer,
    "GET *": { status: 200, body: {} },
  });
  const rendered = renderAsViewer("/admin?tab=users", <AdminPage />, {
    viewer: aViewer({ isAdmin: true }),
  });
  return { calls, ...rendered, panel: await loadedTabPanel("Users") };
}

// Decision 067: the Users tab shows who has a second factor and resets one after asking.
describe("The Users tab's second factors", () => {
  it("marks who has one and offers a reset only for them", async () => {
    const { panel } = await usersTab();
    const cleo = (await within(panel).findByText("cleo@example.com")).closest("li") as HTMLElement;
    const dan = within(panel).getByText("dan@example.com").closest("li") as HTMLElement;
    expect(within(cleo).getByText("2FA on")).toBeVisible();
    expect(within(dan).getByText("No 2FA")).toBeVisible();
    expect(within(cleo).getByRole("button", { name: "Reset 2FA cleo" })).toBeVisible();
    expect(within(dan).queryByRole("button", { name: /Reset 2FA/ })).toBeNull();
  });

  it("asks first; Cancel sends nothing, and confirming resets", async () => {
    const { calls, panel, user } = await usersTab();
    await user.click(await within(panel).findByRole("button", { name: "Reset 2FA cleo" }));
    let dialog = await screen.findByRole("alertdialog", {
      name: "Reset the second factors of cleo?",
    });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls.some((call) => call.route.includes("second-factors"))).toBe(false);

    await user.click(within(panel).getByRole("button", { name: "Reset 2FA cleo" }));
    dialog = await screen.findByRole("alertdialog", { name: "Reset the second factors of cleo?" });
    await user.click(within(dialog).getByRole("button", { name: "Reset second factors" }));
    await waitFor(() =>
      expect(calls.map((call) => call.route)).toContain(
        "POST /api/admin/users/user-cleo/second-factors/reset",
      ),
    );
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("says why a reset failed, in the dialog", async () => {
    const { panel, user } = await usersTab({
      status: 409,
      body: { code: "CONFLICT", message: "This member has no second factor to reset." },
    });
    await user.click(await within(panel).findByRole("button", { name: "Reset 2FA cleo" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Reset second factors" }));
    expect(await within(dialog).findByText(/no second factor to reset/)).toBeVisible();
  });
});
