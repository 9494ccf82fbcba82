import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminUser, AuditEntry } from "../../../contracts/admin.ts";
import { removalMessages } from "../../../contracts/moderation-rules.ts";
import type { ReportGroup } from "../../../contracts/reports.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { type Answer, serveApi } from "../../../tests/support/fake-api.ts";
import { loadedTabPanel } from "../../../tests/support/loaded-tab-panel.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { AdminPage } from "./admin-page.tsx";
import { userDialogMessages } from "./users-panel-messages.ts";

const group: ReportGroup = {
  target: {
    type: "post",
    id: "post-1",
    title: "Buy cheap followers",
    link: "/city/miami/feed",
    city: { slug: "miami", name: "Miami" },
    author: { id: "user-troll", username: "troll" },
  },
  count: 2,
  reports: [
    {
      id: "r1",
      reason: "spam",
      description: "Selling followers",
      reporter: { id: "u1", username: "ana" },
      createdAt: "2026-11-20T09:30:00.000Z",
    },
    {
      id: "r2",
      reason: "scam",
      description: "A scam",
      reporter: { id: "u2", username: "ben" },
      createdAt: "2026-11-21T09:30:00.000Z",
    },
  ],
  firstReportedAt: "2026-11-20T09:30:00.000Z",
};

const member: AdminUser = {
  id: "user-cleo",
  username: "cleo",
  email: "cleo@example.com",
  joinedAt: "2026-11-01T09:30:00.000Z",
  cities: [{ slug: "miami", name: "Miami", moderator: false }],
  role: "user",
  status: "active",
  banReason: null,
  secondFactor: false,
};

const entry: AuditEntry = {
  id: "a1",
  actor: { id: "admin-1", username: "root" },
  action: "delete-content",
  target: { type: "post", id: "post-1", title: "Buy cheap followers" },
  city: { slug: "miami", name: "Miami" },
  reason: "Spam",
  createdAt: "2026-11-22T10:00:00.000Z",
};

/** Answers the dashboard's requests as the server would, recording what was asked. */
const noDemoContent = {
  members: 0,
  listings: 0,
  properties: 0,
  restaurants: 0,
  shops: 0,
  events: 0,
};

const changed = ({ route }: { route: string }) =>
  route.includes("/decision")
    ? { status: 200, body: { status: "removed", count: 2 } }
    : { status: 204 };

function stubServer(more: Record<string, Answer> = {}) {
  return serveApi({
    "POST /api/admin/cities": ({ body }) => ({
      status: 201,
      body: { slug: "port-alfred", name: (body as { name: string }).name, coverUrl: null },
    }),
    "POST *": changed,
    "PUT *": changed,
    "PATCH *": changed,
    "DELETE *": changed,
    "GET /api/admin/demo-content": { status: 200, body: noDemoContent },
    "GET /api/admin/reports": { status: 200, body: { groups: [group] } },
    "GET /api/admin/users": { status: 200, body: { items: [member], nextCursor: null } },
    "GET /api/admin/activity": { status: 200, body: { items: [entry], nextCursor: null } },
    "GET /api/cities": {
      status: 200,
      body: {
        cities: [
          {
            slug: "miami",
            name: "Miami",
            tagline: "",
            timeZone: "America/New_York",
            coverUrl: null,
            viewerStatus: "none",
          },
        ],
      },
    },
    "GET *": { status: 200, body: {} },
    ...more,
  });
}

const openTab = (tab: string) =>
  renderAsViewer(`/admin?tab=${tab}`, <AdminPage />, { viewer: aViewer({ isAdmin: true }) });

describe("The dashboard's moderation tabs", () => {
  it("Reports: shows a target reported twice with its reports, and deletes it with the reason the author is told", async () => {
    const calls = stubServer();
    const { user } = openTab("reports");
    const panel = await loadedTabPanel("Reports");
    expect(await within(panel).findByRole("link", { name: "Buy cheap followers" })).toBeVisible();
    expect(panel).toHaveTextContent("2 reports");
    expect(panel).toHaveTextContent("Selling followers");
    expect(panel).toHaveTextContent("by troll");
    await user.click(
      within(panel).getByRole("button", { name: "Delete content Buy cheap followers" }),
    );
    const dialog = await screen.findByRole("alertdialog", { name: "Delete the reported content?" });
    // No reason chosen: the dialog says what is missing and sends nothing.
    await user.click(within(dialog).getByRole("button", { name: "Delete content" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      removalMessages.reasonRequired,
    );
    expect(calls.some((call) => call.route.startsWith("POST "))).toBe(false);
    await user.selectOptions(within(dialog).getByLabelText("Reason"), "Spam");
    await user.type(within(dialog).getByLabelText(removalMessages.noteLabel), "Bought followers");
    await user.click(within(dialog).getByRole("button", { name: "Delete content" }));
    expect(calls).toContainEqual({
      route: "POST /api/admin/reports/post/post-1/decision",
      body: { decision: "remove", reason: "Bought followers", removalReason: "spam" },
    });
  });

  it("Users: shows a row's details and deletes only after the username is typed", async () => {
    const calls = stubServer();
    const { user } = openTab("users");
    const panel = await loadedTabPanel("Users");
    expect(await within(panel).findByText("cleo@example.com", { exact: false })).toBeVisible();
    expect(panel).toHaveTextContent("Member");
    expect(panel).toHaveTextContent("Active");
    expect(panel).toHaveTextContent("Miami");
    await user.click(within(panel).getByRole("button", { name: "Delete cleo" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete cleo?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete account" }));
    expect(calls.some((call) => call.route.startsWith("DELETE "))).toBe(false);
    // It says why nothing happened, tied to the field.
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent("Type cleo exactly to delete the account.");
    expect(within(dialog).getByLabelText("Type cleo to confirm")).toHaveAttribute(
      "aria-describedby",
      alert.id,
    );
    await user.type(within(dialog).getByLabelText("Type cleo to confirm"), "cleo");
    await user.click(within(dialog).getByRole("button", { name: "Delete account" }));
    expect(calls).toContainEqual({ route: "DELETE /api/admin/users/user-cleo", body: undefined });
  });

  it("Users: Ban with no reason says so instead of doing nothing, then bans with one", async () => {
    const calls = stubServer();
    const { user } = openTab("users");
    const panel = await loadedTabPanel("Users");
    await user.click(await within(panel).findByRole("button", { name: "Ban cleo" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Ban cleo?" });
    const reason = within(dialog).getByLabelText("Reason");
    await user.type(reason, "   ");
    await user.click(within(dialog).getByRole("button", { name: "Ban" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent(userDialogMessages.banReasonRequired.defaultMessage);
    expect(reason).toHaveAttribute("aria-describedby", alert.id);
    expect(reason).toHaveAttribute("aria-invalid", "true");
    expect(reason).toHaveFocus();
    expect(calls.some((call) => call.route.endsWith("/ban"))).toBe(false);

    await user.type(reason, "Selling followers");
    expect(within(dialog).queryByRole("alert")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Ban" }));
    await waitFor(() =>
      expect(calls.find((call) => call.route.endsWith("/ban"))).toMatchObject({
        route: "POST /api/admin/users/user-cleo/ban",
      }),
    );
  });

  it("Activity: lists who did what, where, when and why", async () => {
    stubServer();
    openTab("activity");
    const panel = await loadedTabPanel("Activity");
    expect(await within(panel).findByText("root")).toBeVisible();
    expect(panel).toHaveTextContent("root deleted content: “Buy cheap followers” in Miami");
    expect(panel).toHaveTextContent("Reason: Spam");
  });

  it("Cities: adds a city with its address shown from the name and a zone from the list", async () => {
    const calls = stubServer();
    const { user } = openTab("cities");
    const panel = await loadedTabPanel("Cities");
    expect(await within(panel).findByRole("link", { name: "Miami" })).toBeVisible();
    await user.click(within(panel).getByRole("button", { name: "Add city" }));
    expect(await within(panel).findByText("A city needs a name.")).toBeVisible();
    expect(calls.some((call) => call.route.startsWith("POST "))).toBe(false);

    await user.type(within(panel).getByLabelText("Name"), "Port Alfred");
    expect(panel).toHaveTextContent("Its address: /city/port-alfred");
    await user.selectOptions(within(panel).getByLabelText("Time zone"), "Africa/Johannesburg");
    await user.type(within(panel).getByLabelText("Tagline (optional)"), "Kowie river mouth");
    await user.click(within(panel).getByRole("button", { name: "Add city" }));
    expect(await within(panel).findByText(/Port Alfred was added\./)).toBeVisible();
    expect(calls).toContainEqual({
      route: "POST /api/admin/cities",
      body: {
        name: "Port Alfred",
        timeZone: "Africa/Johannesburg",
        tagline: "Kowie river mouth",
        locale: "en-US",
        currency: "USD",
      },
    });
    expect(within(panel).getByLabelText("Name")).toHaveValue("");
  });

  it("Cities: removes the demo content after asking, and says what went", async () => {
    const seeded = {
      members: 9,
      listings: 21,
      properties: 15,
      restaurants: 9,
      shops: 9,
      events: 9,
    };
    let left = seeded;
    const calls = stubServer({
      "GET /api/admin/demo-content": () => ({ status: 200, body: left }),
      "DELETE /api/admin/demo-content": () => {
        left = noDemoContent;
        return { status: 200, body: seeded };
      },
    });
    const { user } = openTab("cities");
    const panel = await loadedTabPanel("Cities");
    const section = within(panel).getByRole("region", { name: "Demo content" });
    const summary =
      "9 demo members, with 21 listings, 15 properties, 9 restaurants, 9 shops and 9 events";
    expect(await within(section).findByText(`${summary}.`)).toBeVisible();

    await user.click(within(section).getByRole("button", { name: "Remove demo content" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remove demo content?" });
    expect(dialog).toHaveTextContent("Real members' posts, listings and places stay.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls.some((call) => call.route.startsWith("DELETE "))).toBe(false);

    await user.click(within(section).getByRole("button", { name: "Remove demo content" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: "Remove demo content",
      }),
    );
    expect(await within(section).findByText(`Demo content removed: ${summary}.`)).toBeVisible();
    expect(await within(section).findByText("There is no demo content.")).toBeVisible();
    expect(calls).toContainEqual({ route: "DELETE /api/admin/demo-content", body: undefined });
  });
});
