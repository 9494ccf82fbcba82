import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { notificationLimits } from "../../../contracts/notifications.ts";
import type { Viewer } from "../../../contracts/profiles.ts";
import { aMembership, aViewer } from "../../../tests/support/a-viewer.ts";
import { noAnswer, serveApi } from "../../../tests/support/fake-api.ts";
import { notificationsKey } from "../../features/notifications/use-notifications.ts";
import { viewerQueryKey } from "../../lib/use-viewer.ts";
import { NavBar } from "./nav-bar.tsx";

const sectionLinks = ["Feed", "Marketplace", "Properties", "Events", "Dining", "Shopping"];

// Sam, whose initial the account menu button shows.
const viewer = (overrides: Partial<Viewer> = {}) => aViewer({ username: "sam", ...overrides });

const goldCoast = aMembership("gold-coast", "Gold Coast", "2026-01-01");

/** The bar on a page at `path`; `me` undefined leaves the viewer query loading. */
function renderNav({ me, path = "/" }: { me?: Viewer | null; path?: string }) {
  // Fresh forever: what the test put in the cache is what the bar shows, no refetch.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  if (me !== undefined) queryClient.setQueryData(viewerQueryKey, me);
  // The bell's answers, so no test reaches a server (its own tests are next to it).
  queryClient.setQueryData([...notificationsKey, "unread"], { unread: 0 });
  queryClient.setQueryData([...notificationsKey, "list", notificationLimits.dropdownSize], {
    pages: [{ items: [], nextCursor: null }],
    pageParams: [null],
  });
  const router = createMemoryRouter(
    [
      { path: "/", element: <NavBar /> },
      { path: "*", element: <NavBar /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

describe("Navigation bar", () => {
  it("offers visitors Login and Join Now, and none of the community sections", () => {
    renderNav({ me: null });
    expect(screen.getByRole("link", { name: "Login" })).toHaveProperty(
      "href",
      expect.stringMatching(/\/auth$/),
    );
    expect(screen.getByRole("link", { name: "Join Now" }).getAttribute("href")).toBe(
      "/auth?mode=signup",
    );
    for (const name of sectionLinks) expect(screen.queryByRole("link", { name })).toBeNull();
    expect(screen.queryByRole("button", { name: "Account menu" })).toBeNull();
  });

  it("shows neither Login nor the account menu while the session is being checked", () => {
    serveApi({ "GET *": noAnswer });
    renderNav({});
    expect(screen.queryByRole("link", { name: "Login" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Account menu" })).toBeNull();
  });

  it("hides the six sections from signed-in users without a membership", async () => {
    renderNav({ me: viewer() });
    for (const name of sectionLinks) expect(screen.queryByRole("link", { name })).toBeNull();
    expect((await screen.findByRole("button", { name: "Account menu" })).textContent).toBe("S");
    expect(screen.queryByRole("button", { name: "Open menu" })).toBeNull();
  });

  it("gives a signed-in user Messages, the bell and the account menu, loaded together", async () => {
    const { queryClient } = renderNav({ me: viewer() });
    queryClient.setQueryData(["messages", "unread"], { count: 2 });
    const menu = await screen.findByRole("button", { name: "Account menu" });
    const bell = screen.getByRole("button", { name: "Notifications" });
    const messagesLink = await screen.findByRole("link", { name: "Messages, 2 unread" });
    // In reading order: Messages, then the bell, then the avatar.
    expect(messagesLink.compareDocumentPosition(bell)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(bell.compareDocumentPosition(menu)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it("draws a signed-in user's controls with the bar itself, not after a script of their own", () => {
    renderNav({ me: viewer() });
    // In the first render: a page the server drew is adopted with them, nothing to wait for.
    expect(screen.getByRole("link", { name: "Messages" }).getAttribute("href")).toBe("/messages");
    expect(
      screen.getByRole("button", { name: "Notifications" }).getAttribute("aria-haspopup"),
    ).toBe("menu");
    expect(screen.getByRole("button", { name: "Account menu" }).textContent).toBe("S");
  });

  it("shows members the six sections, marking the one they are in", () => {
    renderNav({ me: viewer({ memberships: [goldCoast] }), path: "/city/gold-coast/property/7" });
    const hrefs = sectionLinks.map((name) =>
      screen.getByRole("link", { name }).getAttribute("href"),
    );
    expect(hrefs).toEqual([
      "/feed",
      "/marketplace",
      "/properties",
      "/events",
      "/dining",
      "/shopping",
    ]);
    expect(screen.getByRole("link", { name: "Properties" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(screen.getByRole("link", { name: "Feed" }).getAttribute("aria-current")).toBeNull();
  });

  it("opens and closes the mobile menu with the toggle", async () => {
    const user = userEvent.setup();
    renderNav({ me: viewer({ memberships: [goldCoast] }) });
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.getAttribute("aria-label")).toBe("Close menu");
    // The panel repeats the six links for small screens.
    expect(screen.getAllByRole("link", { name: "Dining" })).toHaveLength(2);
    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Open menu" })).toBe(document.activeElement);
  });

  it("shows an avatar picture in the account menu button when there is one", async () => {
    renderNav({ me: viewer({ avatarUrl: "/uploads/avatar.webp" }) });
    const button = await screen.findByRole("button", { name: "Account menu" });
    expect(button.querySelector("img")?.getAttribute("src")).toBe("/uploads/avatar.webp");
  });
});

describe("Account menu", () => {
  async function openMenu(me: Viewer) {
    const user = userEvent.setup();
    const rendered = renderNav({ me });
    await user.click(await screen.findByRole("button", { name: "Account menu" }));
    return { user, menu: await screen.findByRole("menu"), ...rendered };
  }

  it("gives admins Admin Dashboard and Personal Profile", async () => {
    const { menu } = await openMenu(viewer({ isAdmin: true }));
    const items = within(menu)
      .getAllByRole("menuitem")
      .map((item) => item.textContent);
    expect(items).toEqual(["Admin Dashboard", "Personal Profile", "Logout"]);
    expect(
      within(menu).getByRole("menuitem", { name: "Admin Dashboard" }).getAttribute("href"),
    ).toBe("/admin");
  });

  it("gives everyone else Profile Settings", async () => {
    const { menu } = await openMenu(viewer());
    const items = within(menu)
      .getAllByRole("menuitem")
      .map((item) => item.textContent);
    expect(items).toEqual(["Profile Settings", "Logout"]);
    expect(
      within(menu).getByRole("menuitem", { name: "Profile Settings" }).getAttribute("href"),
    ).toBe("/profile");
  });

  it("opens by keyboard on its first item, and Escape hands focus back to the button", async () => {
    const user = userEvent.setup();
    renderNav({ me: viewer() });
    const button = await screen.findByRole("button", { name: "Account menu" });
    button.focus();
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    await waitFor(() =>
      expect(within(menu).getByRole("menuitem", { name: "Profile Settings" })).toHaveFocus(),
    );
    await user.keyboard("{ArrowDown}");
    expect(within(menu).getByRole("menuitem", { name: "Logout" })).toHaveFocus();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    expect(screen.getByRole("button", { name: "Account menu" })).toHaveFocus();
    // From then on it is Radix's own menu: it opens again the same way.
    await user.keyboard("{Enter}");
    expect(
      within(await screen.findByRole("menu")).getByRole("menuitem", { name: "Profile Settings" }),
    ).toHaveFocus();
  });

  it("signs out with Logout and goes to the landing page as a visitor", async () => {
    const calls = serveApi({
      "GET /api/me": { status: 200, body: { viewer: null } },
      "POST *": { status: 200, body: {} },
      "GET *": { status: 200, body: {} },
    });
    const { user, router, queryClient } = await openMenu(viewer());
    router.navigate("/communities");
    await user.click(screen.getByRole("menuitem", { name: "Logout" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(calls.map((call) => call.route)).toContain("POST /api/auth/sign-out");
    expect(queryClient.getQueryData(viewerQueryKey)).toBeNull();
    expect(await screen.findByRole("link", { name: "Login" })).toBeVisible();
  });
});
