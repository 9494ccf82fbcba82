import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { SearchReply } from "../../../contracts/search.ts";
import { aCity } from "../../../tests/support/a-city.ts";
import { serveApi } from "../../../tests/support/fake-api.ts";
import { cityQueryKey } from "../../lib/use-city.ts";
import { viewerQueryKey } from "../../lib/use-viewer.ts";
import { forgetSearches, rememberSearch } from "./recent-searches.ts";
import { SearchPage } from "./search-page.tsx";

const reply = (q: string, items: SearchReply["sections"][number]["results"]["items"]) => ({
  q,
  sort: "relevance",
  sections: [
    { section: "marketplace", results: { items, nextCursor: "next" } },
    { section: "dining", results: { items: [], nextCursor: null } },
  ],
});

const surfboard = {
  id: "m1",
  section: "marketplace" as const,
  path: "/city/gold-coast/marketplace/m1",
  title: [
    { text: "Longboard ", match: false },
    { text: "surfboard", match: true },
  ],
  snippet: [{ text: "<b>Wax</b> included.", match: false }],
  date: "2026-11-20T10:00:00.000Z",
  thumbnailUrl: null,
};

function renderSearch(url: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  queryClient.setQueryData(viewerQueryKey, null);
  queryClient.setQueryData(cityQueryKey("gold-coast"), aCity({ viewerStatus: "none" }));
  const router = createMemoryRouter([{ path: "/city/:city/search", element: <SearchPage /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

afterEach(() => forgetSearches("gold-coast"));

describe("The search page", () => {
  it("groups results by section, marks matches as text, and offers the rest of a section", async () => {
    serveApi({
      "GET /api/cities/gold-coast/search": { status: 200, body: reply("surf", [surfboard]) },
    });
    const { router, user } = renderSearch("/city/gold-coast/search?q=surf");
    const marketplace = await screen.findByRole("region", { name: "Marketplace" });
    const link = within(marketplace).getByRole("link", { name: /Longboard surfboard/ });
    expect(link.getAttribute("href")).toBe("/city/gold-coast/marketplace/m1");
    expect(within(link).getByText("surfboard").tagName).toBe("MARK");
    // People's words are text: markup in a description is shown, never run.
    expect(within(link).getByText("<b>Wax</b> included.")).toBeVisible();
    expect(screen.queryByRole("region", { name: "Dining" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "See all in Marketplace" }));
    expect(router.state.location.search).toContain("section=marketplace");
  });

  it("says when nothing matches", async () => {
    serveApi({ "GET /api/cities/gold-coast/search": { status: 200, body: reply("zzz", []) } });
    renderSearch("/city/gold-coast/search?q=zzz");
    expect(await screen.findByText(/Nothing in Gold Coast matches “zzz”/)).toBeVisible();
  });

  it("shows a failure with Try again", async () => {
    serveApi({
      "GET /api/cities/gold-coast/search": {
        status: 429,
        body: {
          code: "RATE_LIMITED",
          message: "You're doing that too often. Please wait a minute and try again.",
        },
      },
    });
    renderSearch("/city/gold-coast/search?q=surf");
    expect(await screen.findByRole("button", { name: "Try again" })).toBeVisible();
  });

  it("lists this device's recent searches before anything is typed", async () => {
    serveApi({});
    rememberSearch("gold-coast", "cafe con leche");
    const { router, user } = renderSearch("/city/gold-coast/search");
    const recent = await screen.findByRole("region", { name: "Recent searches" });
    serveApi({
      "GET /api/cities/gold-coast/search": { status: 200, body: reply("cafe con leche", []) },
    });
    await user.click(within(recent).getByRole("button", { name: "cafe con leche" }));
    expect(router.state.location.search).toBe("?q=cafe+con+leche");
  });
});
