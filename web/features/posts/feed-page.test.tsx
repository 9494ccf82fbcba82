import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import type { CityDetail } from "../../../contracts/communities.ts";
import type { Viewer } from "../../../contracts/profiles.ts";
import { feedOf, member } from "../../../tests/support/feed-test-support.tsx";
import { cityQueryKey } from "../../lib/use-city.ts";
import { viewerQueryKey } from "../../lib/use-viewer.ts";
import { FeedPage } from "./feed-page.tsx";
import { feedQueryKey } from "./use-posts.ts";

const miami = (viewerStatus: CityDetail["viewerStatus"]): CityDetail => ({
  slug: "miami",
  name: "Miami",
  tagline: "Sun and sea",
  timeZone: "America/New_York",
  utcOffsetMinutes: -300,
  locale: "en-US",
  currency: "USD",
  coverUrl: null,
  viewerStatus,
  memberCount: 12,
});

function LeftFor() {
  return <p>Left for {useLocation().pathname}</p>;
}

function openFeed(viewer: Viewer | null, city: CityDetail) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  queryClient.setQueryData(viewerQueryKey, viewer);
  queryClient.setQueryData(cityQueryKey("miami"), city);
  queryClient.setQueryData(feedQueryKey("miami"), feedOf([]));
  const router = createMemoryRouter(
    [
      { path: "/city/:city/feed", element: <FeedPage /> },
      { path: "*", element: <LeftFor /> },
    ],
    { initialEntries: ["/city/miami/feed"] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("Who may open a city's feed", () => {
  it("sends visitors to sign in", () => {
    openFeed(null, miami("none"));
    expect(screen.getByText("Left for /auth")).toBeVisible();
  });

  it("sends signed-in people who are not members to the join page", () => {
    openFeed({ ...member, memberships: [] }, miami("none"));
    expect(screen.getByText("Left for /city/miami")).toBeVisible();
  });

  it("shows members the feed", () => {
    openFeed(member, miami("member"));
    expect(screen.getByRole("heading", { level: 1, name: "Miami feed" })).toBeVisible();
    expect(screen.getByLabelText("What's happening in Miami?")).toBeVisible();
  });

  it("lets admins read a city they have not joined", () => {
    openFeed({ ...member, isAdmin: true, memberships: [] }, miami("none"));
    expect(screen.getByRole("heading", { level: 1, name: "Miami feed" })).toBeVisible();
  });
});
