import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { City } from "../../../contracts/communities.ts";
import { errorCodes } from "../../../contracts/errors.ts";
import { noAnswer, serveApi } from "../../../tests/support/fake-api.ts";
import { viewerQueryKey } from "../../lib/use-viewer.ts";
import { CommunitiesPage } from "./communities-page.tsx";

const city = (slug: string, name: string, viewerStatus: City["viewerStatus"]): City => ({
  slug,
  name,
  tagline: `Life in ${name}`,
  timeZone: "UTC",
  utcOffsetMinutes: 0,
  locale: "en-US",
  currency: "USD",
  coverUrl: null,
  viewerStatus,
});

type Reply = { status: number; body: unknown };

/** Answers /api/cities with each reply in turn, the last one from then on. */
function serveCities(...replies: [Reply, ...Reply[]]) {
  const queue: Reply[] = [...replies];
  serveApi({ "GET *": () => (queue.length > 1 ? queue.shift() : queue[0]) as Reply });
}

function renderPage() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(viewerQueryKey, null);
  const router = createMemoryRouter([{ path: "/communities", element: <CommunitiesPage /> }], {
    initialEntries: ["/communities"],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("Coastal Communities page", () => {
  it("lists the featured cities first, each linking to its page with the viewer's badge", async () => {
    serveCities({
      status: 200,
      body: {
        cities: [
          city("cape-town", "Cape Town", "none"),
          city("gold-coast", "Gold Coast", "member"),
          city("miami", "Miami", "pending"),
        ],
      },
    });
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Coastal Communities" })).toBeVisible();
    const cards = await screen.findAllByRole("article");
    const summary = cards.map((card) => ({
      href: within(card).getByRole("link").getAttribute("href"),
      badge: within(card).getByText(/^(Member|Pending|Join Now)$/).textContent,
    }));
    expect(summary).toEqual([
      { href: "/city/gold-coast", badge: "Member" },
      { href: "/city/miami", badge: "Pending" },
      { href: "/city/cape-town", badge: "Join Now" },
    ]);
  });

  it("shows skeletons while loading", () => {
    serveApi({ "GET *": noAnswer });
    renderPage();
    expect(screen.getByRole("status").textContent).toContain("Loading communities");
  });

  it("explains a failure and loads again on Try again", async () => {
    const user = userEvent.setup();
    serveCities(
      { status: 500, body: { code: errorCodes.INTERNAL, message: "Database unavailable" } },
      { status: 200, body: { cities: [city("miami", "Miami", "none")] } },
    );
    renderPage();
    expect((await screen.findByRole("alert")).textContent).toContain("Database unavailable");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Miami" })).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
