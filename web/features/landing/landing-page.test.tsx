import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import type { Viewer } from "../../../contracts/profiles.ts";
import { aMembership, aViewer } from "../../../tests/support/a-viewer.ts";
import { noAnswer, serveApi } from "../../../tests/support/fake-api.ts";
import { viewerQueryKey } from "../../lib/use-viewer.ts";
import { LandingPage } from "./landing-page.tsx";

function renderLanding(me: Viewer | null) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(viewerQueryKey, me);
  const router = createMemoryRouter([{ path: "/", element: <LandingPage /> }]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const member = aViewer({ memberships: [aMembership("miami", "Miami", "2026-01-01")] });

// The featured cities carry their own words, so the page never waits for /api/cities.
beforeEach(() => serveApi({ "GET *": noAnswer }));

describe("Landing page", () => {
  it("welcomes visitors with Join Now leading to sign-up", () => {
    renderLanding(null);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Welcome to Coastal");
    const joinLinks = screen.getAllByRole("link", { name: "Join Now" });
    expect(joinLinks.map((link) => link.getAttribute("href"))).toEqual([
      "/auth?mode=signup",
      "/auth?mode=signup",
    ]);
  });

  it("features Gold Coast, Miami and Cape Town, in that order", () => {
    renderLanding(null);
    const cities = ["Gold Coast", "Miami", "Cape Town"].map((name) =>
      screen.getByRole("link", { name }).getAttribute("href"),
    );
    expect(cities).toEqual(["/city/gold-coast", "/city/miami", "/city/cape-town"]);
  });

  it("grows with a city an admin added, shown with its cover photo", async () => {
    const city = (slug: string, name: string, coverUrl: string | null = null) => ({
      slug,
      name,
      tagline: "",
      timeZone: "UTC",
      coverUrl,
      viewerStatus: "none",
    });
    serveApi({
      "GET *": {
        status: 200,
        body: {
          cities: [
            city("miami", "Miami"),
            city("gold-coast", "Gold Coast"),
            city("durban", "Durban", "/uploads/city-1-thumb.webp"),
            city("cape-town", "Cape Town"),
          ],
        },
      },
    });
    renderLanding(null);
    const durban = await screen.findByRole("link", { name: "Durban" });
    expect(durban.getAttribute("href")).toBe("/city/durban");
    expect(
      screen.getByRole("heading", { name: "Four coastlines, one neighbourhood" }),
    ).toBeVisible();
    const cards = screen.getAllByRole("article");
    expect(cards.map((card) => card.querySelector("h3")?.textContent)).toEqual([
      "Gold Coast",
      "Miami",
      "Cape Town",
      "Durban",
    ]);
    // Seeded cities keep their drawings; the added one shows its photo.
    expect(cards[3]?.querySelector("img")?.getAttribute("src")).toBe("/uploads/city-1-thumb.webp");
    expect(cards[0]?.querySelector("img")).toBeNull();
  });

  it("has the four sections: hero, featured communities, about and a call to action", () => {
    renderLanding(null);
    const sections = screen
      .getAllByRole("region")
      .map((region) => region.getAttribute("aria-labelledby"));
    expect(sections).toEqual(["hero-title", "featured-title", "about-title", "cta-title"]);
  });

  it("does not ask members to sign up again", () => {
    renderLanding(member);
    expect(screen.queryByRole("link", { name: "Join Now" })).toBeNull();
    expect(screen.getAllByRole("link", { name: "Open your feed" })[0]?.getAttribute("href")).toBe(
      "/feed",
    );
  });
});
