import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Member } from "../../../contracts/communities.ts";
import { aCity } from "../../../tests/support/a-city.ts";
import { aListingCard } from "../../../tests/support/a-listing.ts";
import { aMembership, aViewer } from "../../../tests/support/a-viewer.ts";
import { serveApi } from "../../../tests/support/fake-api.ts";
import { renderCityRoute } from "../../../tests/support/render-city-route.tsx";
import { cityMembersQueryKey } from "../../features/communities/use-city-members.ts";
import { marketplaceItemsQueryKey } from "../../features/directories/use-marketplace-items.ts";
import { latestPlacesQueryKey } from "../../features/directories/use-places.ts";
import { propertiesQueryKey } from "../../features/directories/use-properties.ts";
import { nextEventsQueryKey } from "../../features/events/use-events.ts";
import { cityQueryKey } from "../../lib/use-city.ts";

const ana = aViewer({
  memberships: [aMembership("gold-coast", "Gold Coast", "2026-03-04T12:00:00Z")],
});
const members: Member[] = [
  { userId: "user-ben", username: "ben", avatarUrl: null, joinedAt: "2026-05-20T12:00:00Z" },
  {
    userId: ana.id,
    username: "ana",
    avatarUrl: "/files/ana.webp",
    joinedAt: "2026-03-04T12:00:00Z",
  },
];

const profile = (
  viewer = ana,
  city = aCity({ viewerStatus: "member", memberCount: 2 }),
  list = members,
) =>
  renderCityRoute(`/city/${city.slug}/profile`, {
    viewer,
    cache: [
      [cityQueryKey(city.slug), city],
      [cityMembersQueryKey(city.slug), list],
    ],
  });

describe("The community profile", () => {
  it("welcomes the member by name", () => {
    profile();
    expect(screen.getByRole("heading", { level: 1, name: "Welcome to Gold Coast" })).toBeVisible();
    expect(screen.getByText(/Good to see you/).textContent).toMatch(/^Good to see you, ana\./);
  });

  it("lists the members with their picture or initial and the date they joined", () => {
    profile();
    const list = screen.getByRole("list", { name: "Members" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows[0]?.textContent).toContain("ben");
    expect(rows[0]?.textContent).toContain("Member since May 20, 2026");
    expect(rows[0]?.querySelector("img")).toBeNull();
    expect(rows[1]?.querySelector("img")?.getAttribute("src")).toBe("/files/ana.webp");
    expect(rows[1]?.textContent).toContain("Member since Mar 4, 2026");
  });

  it("says when a city has no members yet", () => {
    profile(aViewer({ isAdmin: true }), aCity({ viewerStatus: "none" }), []);
    expect(screen.getByText("No members yet.")).toBeVisible();
  });

  it("marks the Posts and Active polls sections and links each directory with its city", () => {
    profile();
    expect(screen.getByRole("heading", { name: "Posts" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "Active polls" })).toBeVisible();
    const viewAll = screen
      .getAllByRole("link", { name: /^View All/ })
      .map((link) => link.getAttribute("href"));
    expect(viewAll).toEqual([
      "/marketplace?city=gold-coast",
      "/properties?city=gold-coast",
      "/events?city=gold-coast",
      "/dining?city=gold-coast",
      "/shopping?city=gold-coast",
    ]);
  });

  it("shows the city's next events in the Events card", () => {
    const city = aCity({ viewerStatus: "member", memberCount: 2 });
    const event = {
      id: "8a1f6c2e-7a4b-4c1e-9f3d-2b5a6c7d8e9f",
      citySlug: "gold-coast",
      title: "Burleigh beach clean-up",
      venue: "Surf club",
      startsAt: "2031-03-09T23:00:00.000Z",
      endsAt: "2031-03-10T01:30:00.000Z",
      timeZone: "Australia/Brisbane",
      thumbnailUrl: null,
      capacity: 50,
      goingCount: 19,
      cancelled: false,
    };
    renderCityRoute("/city/gold-coast/profile", {
      viewer: ana,
      cache: [
        [cityQueryKey(city.slug), city],
        [cityMembersQueryKey(city.slug), members],
        [nextEventsQueryKey(city.slug, 3), { items: [event], nextCursor: null }],
      ],
    });
    const link = screen.getByRole("link", { name: /Burleigh beach clean-up/ });
    expect(link.getAttribute("href")).toBe(`/city/gold-coast/events/${event.id}`);
    expect(link.textContent).toContain("Mar 10, 9:00 AM · 19/50 going");
  });

  it("sends signed-in non-members to the join page", async () => {
    profile(aViewer(), aCity({ viewerStatus: "pending" }));
    expect(await screen.findByRole("heading", { name: "Membership Pending" })).toBeVisible();
  });

  it("lets admins look at any city", () => {
    profile(aViewer({ isAdmin: true }), aCity({ viewerStatus: "none" }));
    expect(screen.getByRole("heading", { level: 1, name: "Welcome to Gold Coast" })).toBeVisible();
    expect(screen.getByText("You are viewing as an admin")).toBeVisible();
  });

  it("sends visitors to sign in", async () => {
    renderCityRoute("/city/gold-coast/profile", { viewer: null });
    expect(await screen.findByText("Sign-in page")).toBeVisible();
  });

  it("offers a retry when the members cannot be loaded", async () => {
    serveApi({ "GET *": { status: 500, body: { message: "Server trouble" } } });
    renderCityRoute("/city/gold-coast/profile", {
      viewer: ana,
      cache: [[cityQueryKey("gold-coast"), aCity({ viewerStatus: "member" })]],
    });
    expect(await screen.findByText(/Could not load the members/)).toBeVisible();
    // The feed and polls on the same page have retry buttons of their own.
    const members = screen.getByRole("region", { name: "Members" });
    expect(within(members).getByRole("button", { name: "Try again" })).toBeVisible();
  });
});

describe("The community profile's directory previews", () => {
  it("shows the city's latest 3 listings and properties, with View All to the shortcut (decision 23)", () => {
    const firstPage = (items: unknown[]) => ({
      pages: [{ items, nextCursor: null }],
      pageParams: [null],
    });
    renderCityRoute("/city/gold-coast/profile", {
      viewer: ana,
      cache: [
        [cityQueryKey("gold-coast"), aCity({ viewerStatus: "member", memberCount: 2 })],
        [cityMembersQueryKey("gold-coast"), members],
        [
          [
            ...marketplaceItemsQueryKey("gold-coast", {
              q: "",
              category: "",
              condition: "",
              status: "",
              minPrice: "",
              maxPrice: "",
            }),
            3,
          ],
          firstPage([
            aListingCard(),
            aListingCard({ id: "listing-2", title: "Surf wax", price: 4 }),
          ]),
        ],
        [
          [
            ...propertiesQueryKey("gold-coast", {
              listingType: "",
              q: "",
              propertyType: "",
              minBedrooms: "",
              minBathrooms: "",
              minPrice: "",
              maxPrice: "",
            }),
            3,
          ],
          firstPage([]),
        ],
      ],
    });
    const around = screen.getByRole("region", { name: "Around Gold Coast" });
    expect(
      within(around)
        .getByRole("link", { name: /Sit-on-top kayak/ })
        .getAttribute("href"),
    ).toBe("/city/gold-coast/marketplace/listing-1");
    expect(within(around).getByRole("link", { name: /Surf wax/ })).toHaveTextContent("$4.00");
    expect(within(around).getByText("No properties yet")).toBeVisible();
    expect(
      within(around).getByRole("link", { name: "View All Marketplace" }).getAttribute("href"),
    ).toBe("/marketplace?city=gold-coast");
    expect(
      within(around).getByRole("link", { name: "View All Properties" }).getAttribute("href"),
    ).toBe("/properties?city=gold-coast");
  });
});

describe("The Dining and Shopping cards", () => {
  it("show the city's latest restaurants and shops, linking to their canonical pages", () => {
    const city = aCity({ viewerStatus: "member", memberCount: 2 });
    const card = (id: string, name: string, kind: string) => ({
      id,
      citySlug: "gold-coast",
      name,
      kind,
      priceRange: "$$" as const,
      address: "1 Beach Rd",
      thumbnailUrl: null,
    });
    renderCityRoute("/city/gold-coast/profile", {
      viewer: ana,
      cache: [
        [cityQueryKey("gold-coast"), city],
        [cityMembersQueryKey("gold-coast"), members],
        [
          latestPlacesQueryKey("restaurants", "gold-coast"),
          { items: [card("r-1", "Harbour Bistro", "Seafood")] },
        ],
        [latestPlacesQueryKey("shops", "gold-coast"), { items: [] }],
      ],
    });
    const around = screen.getByRole("region", { name: "Around Gold Coast" });
    const bistro = within(around).getByRole("link", { name: /Harbour Bistro/ });
    expect(bistro.getAttribute("href")).toBe("/city/gold-coast/dining/restaurant/r-1");
    expect(bistro).toHaveTextContent("Seafood · $$ Moderate");
    expect(within(around).getByText("No shops yet")).toBeVisible();
  });
});

describe("A section still on its way", () => {
  it("sends an address no page of a built section matches to that section's list", async () => {
    const { router } = renderCityRoute("/city/miami/marketplace/1/photos/2", { viewer: null });
    expect(await screen.findByText("Marketplace list")).toBeVisible();
    expect(router.state.location.pathname).toBe("/city/miami/marketplace");
  });

  it("names the section and the city and leads back to the community", () => {
    renderCityRoute("/city/cape-town/events/42/photos", { viewer: null });
    expect(screen.getByRole("heading", { level: 1, name: "Events in Cape Town" })).toBeVisible();
    expect(screen.getByText("This section is on its way")).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to Cape Town" }).getAttribute("href")).toBe(
      "/city/cape-town/profile",
    );
  });
});
