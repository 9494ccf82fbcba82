import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CityDetail } from "../../../contracts/communities.ts";
import type { Poll } from "../../../contracts/polls.ts";
import { pollMessages } from "../../../contracts/polls-rules.ts";
import type { Viewer } from "../../../contracts/profiles.ts";
import { aPoll } from "../../../tests/support/a-poll.ts";
import { aMembership, aViewer } from "../../../tests/support/a-viewer.ts";
import { type FakeRequest, serveNothing } from "../../../tests/support/fake-api.ts";
import { cityQueryKey } from "../../lib/use-city.ts";
import { viewerQueryKey } from "../../lib/use-viewer.ts";
import { PollsPage } from "./polls-page.tsx";
import { pollsQueryKey } from "./use-polls.ts";

const capeTown = (viewerStatus: CityDetail["viewerStatus"]): CityDetail => ({
  slug: "cape-town",
  name: "Cape Town",
  tagline: "Mountain meets ocean.",
  timeZone: "Africa/Johannesburg",
  utcOffsetMinutes: 120,
  locale: "en-ZA",
  currency: "ZAR",
  coverUrl: null,
  viewerStatus,
  memberCount: 12,
});

const member = aViewer({
  memberships: [aMembership("cape-town", "Cape Town", "2025-01-01")],
});

function LeftThePage() {
  return <p>Left the page for {useLocation().pathname}</p>;
}

// The page reads :city from the route, so it is mounted under its real pattern.
function renderPage(
  viewer: Viewer | null,
  {
    status = "member" as CityDetail["viewerStatus"],
    active = [aPoll()],
    closed = [] as Poll[],
  } = {},
  url = "/city/cape-town/polls",
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  queryClient.setQueryData(viewerQueryKey, viewer);
  queryClient.setQueryData(cityQueryKey("cape-town"), capeTown(status));
  queryClient.setQueryData(pollsQueryKey("cape-town", "active"), active);
  queryClient.setQueryData(pollsQueryKey("cape-town", "closed"), closed);
  const router = createMemoryRouter(
    [
      { path: "/city/:city/polls", element: <PollsPage /> },
      { path: "*", element: <LeftThePage /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router };
}

describe("The Community Polls page", () => {
  let requests: FakeRequest[];
  beforeEach(() => {
    requests = serveNothing();
  });
  afterEach(() => {
    expect(requests).toEqual([]);
  });

  it("sends visitors to sign in", () => {
    renderPage(null);
    expect(screen.getByText("Left the page for /auth")).toBeVisible();
  });

  it("sends signed-in people who are not members to the join page", () => {
    renderPage(aViewer(), { status: "none" });
    expect(screen.getByText("Left the page for /city/cape-town")).toBeVisible();
  });

  it("lets admins look at a city they have not joined, and create polls", () => {
    renderPage(aViewer({ isAdmin: true }), { status: "none" });
    expect(screen.getByRole("heading", { level: 1, name: "Community Polls" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Create Poll" })).toBeVisible();
  });

  it("lists the open polls in the Active tab, without Create Poll for members", () => {
    renderPage(member);
    expect(screen.getByRole("tab", { name: "Active" }).getAttribute("aria-selected")).toBe("true");
    expect(
      screen.getByRole("heading", { level: 2, name: "Where should the next beach clean-up be?" }),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: "Create Poll" })).toBeNull();
  });

  it("says when there are no active polls", () => {
    renderPage(member, { active: [] });
    expect(screen.getByText(pollMessages.noActivePolls.defaultMessage)).toBeVisible();
  });

  it("shows closed polls with their results in the Closed tab", async () => {
    const closed = aPoll({
      question: "Should the promenade get more benches?",
      isActive: false,
      isOpen: false,
      hasVotes: true,
      results: [2, 2],
      totalVotes: 4,
      options: ["Yes", "No"],
    });
    const { user, router } = renderPage(member, { closed: [closed] });
    await user.click(screen.getByRole("tab", { name: "Closed" }));
    expect(router.state.location.search).toBe("?tab=closed");
    expect(screen.getByRole("img", { name: "Yes: 2 votes, 50%" })).toBeVisible();
  });

  it("says when nothing has closed yet", () => {
    renderPage(member, { closed: [] }, "/city/cape-town/polls?tab=closed");
    expect(screen.getByText("No closed polls yet.")).toBeVisible();
  });
});
