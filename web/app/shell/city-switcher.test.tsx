import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { notificationLimits } from "../../../contracts/notifications.ts";
import { activeCityMessages, type Viewer } from "../../../contracts/profiles.ts";
import { aMembership, aViewer } from "../../../tests/support/a-viewer.ts";
import { serveApi } from "../../../tests/support/fake-api.ts";
import { messagesKey } from "../../features/messages/use-conversations.ts";
import { notificationsKey } from "../../features/notifications/use-notifications.ts";
import { viewerQueryKey } from "../../lib/use-viewer.ts";
import { samePageIn } from "./city-switcher.tsx";
import { NavBar } from "./nav-bar.tsx";

const miami = aMembership("miami", "Miami", "2026-03-01T00:00:00.000Z");
const goldCoast = aMembership("gold-coast", "Gold Coast", "2026-01-01T00:00:00.000Z");
// Sam joined Gold Coast, then Miami: Miami is his active community until he picks another.
const sam = aViewer({ username: "sam", memberships: [miami, goldCoast] });

function Where() {
  return <p>On {useLocation().pathname}</p>;
}

function renderNav(me: Viewer, path = "/") {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(viewerQueryKey, me);
  queryClient.setQueryData([...notificationsKey, "unread"], { unread: 0 });
  queryClient.setQueryData([...messagesKey, "unread"], { count: 0 });
  queryClient.setQueryData([...notificationsKey, "list", notificationLimits.dropdownSize], {
    pages: [{ items: [], nextCursor: null }],
    pageParams: [null],
  });
  const page = (
    <>
      <NavBar />
      <Where />
    </>
  );
  const router = createMemoryRouter([{ path: "*", element: page }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, user: userEvent.setup() };
}

const switcher = () => screen.findByRole("button", { name: /^Community:/ });

describe("The city switcher", () => {
  it("is not there for a member of one city", async () => {
    renderNav(aViewer({ memberships: [goldCoast] }));
    expect(await screen.findByRole("button", { name: "Account menu" })).toBeVisible();
    expect(screen.queryByRole("button", { name: /^Community:/ })).toBeNull();
  });

  it("shows a member of two cities their active one and lists both as choices", async () => {
    const { user } = renderNav(sam);
    const button = await switcher();
    expect(button).toHaveAccessibleName("Community: Miami");
    await user.click(button);
    const menu = await screen.findByRole("menu");
    const choices = within(menu).getAllByRole("menuitemradio");
    expect(choices.map((choice) => choice.textContent)).toEqual(["Miami", "Gold Coast"]);
    expect(choices.map((choice) => choice.getAttribute("aria-checked"))).toEqual(["true", "false"]);
  });

  it("switches by keyboard, keeps the choice on the server and says so", async () => {
    const calls = serveApi({
      "PUT /api/me/active-city": {
        status: 200,
        body: { viewer: { ...sam, activeCitySlug: "gold-coast" } },
      },
    });
    const { user, queryClient } = renderNav(sam);
    (await switcher()).focus();
    await user.keyboard("{Enter}");
    await screen.findByRole("menu");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(await screen.findByRole("button", { name: "Community: Gold Coast" })).toBeVisible();
    expect(calls).toEqual([{ route: "PUT /api/me/active-city", body: { citySlug: "gold-coast" } }]);
    expect(screen.getByRole("status")).toHaveTextContent("Active community: Gold Coast");
    expect(queryClient.getQueryData<Viewer>(viewerQueryKey)?.activeCitySlug).toBe("gold-coast");
    // The section links are shortcuts, which now resolve to Gold Coast.
    expect(screen.getAllByRole("link", { name: "Feed" })[0]).toHaveAttribute("href", "/feed");
    expect(screen.getByText("On /")).toBeVisible();
  });

  it("takes a member on a city's page to the same section of the city they pick", async () => {
    serveApi({
      "PUT /api/me/active-city": {
        status: 200,
        body: { viewer: { ...sam, activeCitySlug: "gold-coast" } },
      },
    });
    const { user } = renderNav(sam, "/city/miami/marketplace/listing-7");
    await user.click(await switcher());
    await user.click(await screen.findByRole("menuitemradio", { name: "Gold Coast" }));
    expect(await screen.findByText("On /city/gold-coast/marketplace")).toBeVisible();
  });

  it("says why a switch was refused and keeps the active city as it was", async () => {
    serveApi({
      "PUT /api/me/active-city": {
        status: 403,
        body: { code: "FORBIDDEN", message: activeCityMessages.notMember.defaultMessage },
      },
    });
    const { user } = renderNav(sam);
    await user.click(await switcher());
    await user.click(await screen.findByRole("menuitemradio", { name: "Gold Coast" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      activeCityMessages.notMember.defaultMessage,
    );
    expect(screen.getByRole("button", { name: "Community: Miami" })).toBeVisible();
  });

  it("appears at the top of the mobile menu too, where Escape closes it before the menu", async () => {
    const { user } = renderNav(sam);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await waitFor(() =>
      expect(screen.getAllByRole("button", { name: "Community: Miami" })).toHaveLength(2),
    );
    const inPanel = screen.getAllByRole("button", { name: "Community: Miami" })[1];
    await user.click(inPanel as HTMLElement);
    expect(await screen.findByRole("menu")).toBeVisible();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
  });
});

describe("Create a Post in the nav", () => {
  it("is offered to members, in the bar and in the mobile menu", async () => {
    const { user } = renderNav(aViewer({ memberships: [goldCoast] }));
    expect(screen.getByRole("link", { name: "Create a Post" })).toHaveAttribute(
      "href",
      "/create-post",
    );
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    expect(screen.getAllByRole("link", { name: "Create a Post" })).toHaveLength(2);
  });

  it("is not offered to signed-in users without a community", async () => {
    renderNav(aViewer());
    expect(await screen.findByRole("button", { name: "Account menu" })).toBeVisible();
    expect(screen.queryByRole("link", { name: "Create a Post" })).toBeNull();
  });
});

describe("Where a switch leads", () => {
  it("keeps the section of a city's page, and leaves other pages alone", () => {
    expect(samePageIn("/city/miami/feed", "gold-coast")).toBe("/city/gold-coast/feed");
    expect(samePageIn("/city/miami/property/12/edit", "gold-coast")).toBe(
      "/city/gold-coast/property",
    );
    expect(samePageIn("/city/miami/restaurant/new", "gold-coast")).toBe("/city/gold-coast/dining");
    expect(samePageIn("/city/miami/profile", "gold-coast")).toBe("/city/gold-coast/profile");
    expect(samePageIn("/city/miami", "gold-coast")).toBe("/city/gold-coast");
    expect(samePageIn("/city/gold-coast/feed", "gold-coast")).toBeNull();
    expect(samePageIn("/create-post", "gold-coast")).toBeNull();
    expect(samePageIn("/communities", "gold-coast")).toBeNull();
  });
});
