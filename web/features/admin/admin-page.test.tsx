import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PendingRequest } from "../../../contracts/admin.ts";
import { notificationEventName } from "../../../contracts/notifications.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { type FakeRequest, serveApi, serveNothing } from "../../../tests/support/fake-api.ts";
import { FakeEventSource } from "../../../tests/support/fake-event-source.ts";
import { loadedTabPanel } from "../../../tests/support/loaded-tab-panel.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { emitUserStreamSignal } from "../../lib/user-stream-signals.ts";
import { AdminPage } from "./admin-page.tsx";
import { pendingRequestsQueryKey } from "./use-pending-requests.ts";

const request: PendingRequest = {
  id: "7d1c2f7e-7f55-4b8e-9a40-2f1f0c1d9a11",
  applicant: { id: "user-ben", username: "ben", email: "ben@example.com", avatarUrl: null },
  city: { slug: "gold-coast", name: "Gold Coast" },
  createdAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString(),
  reason: "I moved to Burleigh last spring.",
  residentStatus: "resident",
  interests: "Surf clubs and beach clean-ups",
  expectations: "Meet neighbours and find a second-hand board",
};

const renderAdmin = (requests: PendingRequest[] = [request], url = "/admin") =>
  renderAsViewer(url, <AdminPage />, {
    viewer: aViewer({ isAdmin: true }),
    cached: [[pendingRequestsQueryKey, requests]],
  });

describe("The admin dashboard", () => {
  let requests: FakeRequest[];
  beforeEach(() => {
    requests = serveNothing();
  });
  afterEach(() => {
    expect(requests).toEqual([]);
  });

  it("sends visitors and members who are not admins home", () => {
    renderAsViewer("/admin", <AdminPage />, { viewer: aViewer() });
    expect(screen.getByText("Left the page for /")).toBeVisible();
  });

  it("sends visitors home too", () => {
    renderAsViewer("/admin", <AdminPage />, { viewer: null });
    expect(screen.getByText("Left the page for /")).toBeVisible();
  });

  it("has the spec's five tabs, Pending Users first, then Activity and the Outbox", () => {
    renderAdmin();
    expect(screen.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    const names = screen.getAllByRole("tab").map((tab) => tab.textContent);
    expect(names).toEqual([
      "Pending Users1 waiting",
      "Users",
      "Invites",
      "Cities",
      "Marketplace",
      "Properties",
      "Reports",
      "Activity",
      "Outbox",
    ]);
    expect(
      screen.getByRole("tab", { name: "Pending Users 1 waiting" }).getAttribute("aria-selected"),
    ).toBe("true");
  });

  it("shows a pending request with the applicant and all four answers", async () => {
    renderAdmin();
    await loadedTabPanel("Pending Users 1 waiting");
    const card = screen.getByRole("article", { name: "ben wants to join Gold Coast" });
    const answers = within(card);
    expect(answers.getByText("ben@example.com")).toBeVisible();
    expect(answers.getByText("Gold Coast")).toBeVisible();
    expect(answers.getByText("3 days ago")).toBeVisible();
    const answer = (label: string) => answers.getByText(label).nextElementSibling?.textContent;
    expect(answer("Reason")).toBe("I moved to Burleigh last spring.");
    expect(answer("Status")).toBe("I live here");
    expect(answer("Interests")).toBe("Surf clubs and beach clean-ups");
    expect(answer("Expectations")).toBe("Meet neighbours and find a second-hand board");
    expect(answers.getByRole("button", { name: "Approve" })).toBeVisible();
    expect(answers.getByRole("button", { name: "Reject" })).toBeVisible();
  });

  it("gives a city moderator only their queues: Pending Users, Reports and Activity", () => {
    renderAsViewer("/admin", <AdminPage />, {
      viewer: aViewer({ moderates: ["miami"] }),
      cached: [[pendingRequestsQueryKey, [request]]],
    });
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Pending Users1 waiting",
      "Reports",
      "Activity",
    ]);
  });

  it("shows a moderator the applicant's username and answers, and no address", async () => {
    // The API leaves the address out for moderators (only admins read it).
    const { email: _hidden, ...applicant } = request.applicant;
    renderAsViewer("/admin", <AdminPage />, {
      viewer: aViewer({ moderates: ["gold-coast"] }),
      cached: [[pendingRequestsQueryKey, [{ ...request, applicant }]]],
    });
    await loadedTabPanel("Pending Users 1 waiting");
    const card = within(screen.getByRole("article", { name: "ben wants to join Gold Coast" }));
    expect(card.getByText("I moved to Burleigh last spring.")).toBeVisible();
    expect(card.queryByText(/@/)).toBeNull();
    expect(card.getByRole("button", { name: "Approve" })).toBeVisible();
  });

  it("says when nothing is waiting, with no count on the tab", async () => {
    renderAdmin([]);
    await loadedTabPanel("Pending Users");
    expect(screen.getByText("No pending requests.")).toBeVisible();
    expect(screen.getByRole("tab", { name: "Pending Users" })).toBeVisible();
  });

  it("asks before approving, and Cancel sends nothing", async () => {
    const { user } = renderAdmin();
    await loadedTabPanel("Pending Users 1 waiting");
    await user.click(screen.getByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole(
      "dialog",
      { name: "Approve ben to join Gold Coast?" },
      { timeout: 10_000 },
    );
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("asks for an optional reason before rejecting", async () => {
    const { user } = renderAdmin();
    await loadedTabPanel("Pending Users 1 waiting");
    await user.click(screen.getByRole("button", { name: "Reject" }));
    // The dialog's code (and the form library) loads on this first press.
    const dialog = await screen.findByRole("dialog", {}, { timeout: 10_000 });
    expect(within(dialog).getByLabelText("Reason (optional)")).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Reject request" })).toBeVisible();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("remembers the tab in the address, and says the tab is loading until its code arrives", async () => {
    const { user, router } = renderAsViewer("/admin", <AdminPage />, {
      viewer: aViewer({ isAdmin: true }),
      cached: [
        [pendingRequestsQueryKey, [request]],
        [["admin", "reports"], { groups: [] }],
      ],
    });
    await user.click(screen.getByRole("tab", { name: "Reports" }));
    expect(router.state.location.search).toBe("?tab=reports");
    // No test before this one shows the Reports tab, so its code has not arrived yet.
    expect(screen.getByRole("tabpanel", { name: "Reports" })).toHaveTextContent(
      "Loading the Reports tab",
    );
    expect(screen.getByRole("tab", { name: "Reports" })).toHaveFocus();
    expect(await loadedTabPanel("Reports")).toHaveTextContent(
      "No open reports. Everything reported has been handled.",
    );
  });
});

describe("The dashboard's tabs, by keyboard", () => {
  it("moves between tabs with the arrow keys, Home and End, each showing its panel and address", async () => {
    // The Activity tab asks for its log (and the cities of its filter).
    serveApi({ "GET *": { status: 200, body: { items: [], nextCursor: null, cities: [] } } });
    const { user, router } = renderAsViewer("/admin", <AdminPage />, {
      viewer: aViewer({ moderates: ["miami"] }),
      cached: [
        [pendingRequestsQueryKey, [request]],
        [["admin", "reports"], { groups: [] }],
      ],
    });
    const tab = (name: string | RegExp) => screen.getByRole("tab", { name });
    /** The tab has the focus and is the selected one, and the address says so. */
    const isOn = async (name: string | RegExp, search: string) => {
      expect(tab(name)).toHaveFocus();
      await waitFor(() => expect(tab(name)).toHaveAttribute("aria-selected", "true"));
      expect(router.state.location.search).toBe(search);
    };
    // Tab reaches the selected tab only: the others are not tab stops.
    await user.tab();
    await isOn(/^Pending Users/, "");
    expect(tab("Reports")).toHaveAttribute("tabindex", "-1");

    await user.keyboard("{ArrowRight}");
    await isOn("Reports", "?tab=reports");
    expect(tab(/^Pending Users/)).toHaveAttribute("aria-selected", "false");
    expect(await loadedTabPanel("Reports")).toHaveTextContent("No open reports.");

    await user.keyboard("{End}");
    await isOn("Activity", "?tab=activity");
    // Past the last tab, the first; before the first, the last.
    await user.keyboard("{ArrowRight}");
    await isOn(/^Pending Users/, "");
    await user.keyboard("{ArrowLeft}");
    await isOn("Activity", "?tab=activity");
    await user.keyboard("{Home}");
    await isOn(/^Pending Users/, "");

    // From the tab, Tab goes on into the open panel.
    await user.tab();
    expect(screen.getByRole("tabpanel", { name: /^Pending Users/ })).toHaveFocus();
  });
});

describe("The Pending Users tab, live", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("counts a moderator's waiting requests and shows a new one without a reload", async () => {
    FakeEventSource.open = [];
    vi.stubGlobal("EventSource", FakeEventSource);
    const newcomer: PendingRequest = {
      ...request,
      id: "0b7c6a5e-1f2d-4c3b-8a9e-7d6c5b4a3f21",
      applicant: { ...request.applicant, id: "user-cleo", username: "cleo" },
    };
    let waiting = [request];
    const asked = serveApi({ "GET *": () => ({ status: 200, body: { requests: waiting } }) });
    renderAsViewer("/admin?tab=reports", <AdminPage />, {
      viewer: aViewer({ moderates: ["miami"] }),
      cached: [[["admin", "reports"], { groups: [] }]],
    });
    expect(await screen.findByRole("tab", { name: "Pending Users 1 waiting" })).toBeVisible();
    // The bell's stream (the user's own, decision 034) passes each notification on.
    waiting = [request, newcomer];
    act(() => void emitUserStreamSignal(notificationEventName));
    expect(await screen.findByRole("tab", { name: "Pending Users 2 waiting" })).toBeVisible();
    expect(
      asked.filter(({ route }) => route === "GET /api/admin/membership-requests"),
    ).toHaveLength(2);
  });
});
