import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PlaceEntry, PlaceEntryCard } from "../../../contracts/business-parts.ts";
import { aCity } from "../../../tests/support/a-city.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { serveApi, serveNothing } from "../../../tests/support/fake-api.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { cityQueryKey } from "../../lib/use-city.ts";
import {
  DiningPage,
  EditRestaurantPage,
  NewRestaurantPage,
  RestaurantDetailPage,
} from "./dining-pages.tsx";

const bistroCard: PlaceEntryCard = {
  id: "r-1",
  citySlug: "gold-coast",
  name: "Harbour Bistro",
  kind: "Seafood",
  priceRange: "$$$",
  address: "1 Marina Parade",
  thumbnailUrl: "/uploads/bistro-thumb.webp",
};
const bistro: PlaceEntry = {
  ...bistroCard,
  cityName: "Gold Coast",
  description: "Grilled fish by the marina.",
  phone: "+61 7 5555 0101",
  hours: "Mon-Sun: 10am-10pm",
  website: "https://bistro.example",
  photoUrl: "/uploads/bistro.webp",
  owner: { id: "u-1", username: "bob", avatarUrl: null },
  createdAt: "2026-11-20T10:00:00Z",
  updatedAt: "2026-11-20T10:00:00Z",
  saved: false,
  canEdit: false,
  canDelete: false,
};

const cached: [readonly unknown[], unknown][] = [[cityQueryKey("gold-coast"), aCity()]];

describe("The dining list", () => {
  it("shows each restaurant's card and offers Add Restaurant only when signed in", async () => {
    serveApi({
      "GET /api/cities/gold-coast/restaurants": {
        status: 200,
        body: { items: [bistroCard], nextCursor: null },
      },
    });
    renderAsViewer("/city/gold-coast/dining", <DiningPage />, {
      viewer: null,
      path: "/city/:city/dining",
      cached,
    });
    const card = await screen.findByRole("article");
    expect(card).toHaveTextContent("Harbour Bistro");
    expect(card).toHaveTextContent("Seafood");
    expect(card).toHaveTextContent("$$$ Expensive");
    expect(screen.getByRole("link", { name: "View Harbour Bistro" }).getAttribute("href")).toBe(
      "/city/gold-coast/dining/restaurant/r-1",
    );
    expect(screen.queryByRole("link", { name: "Add Restaurant" })).toBeNull();
  });

  it("puts cuisine and price range into the address and the API query, and says when none match", async () => {
    const requests = serveApi({
      "GET /api/cities/gold-coast/restaurants": ({ url }) => ({
        status: 200,
        body: {
          items: url.endsWith("?cuisine=Thai&priceRange=%24") ? [] : [bistroCard],
          nextCursor: null,
        },
      }),
    });
    const { user, router } = renderAsViewer("/city/gold-coast/dining", <DiningPage />, {
      viewer: aViewer(),
      path: "/city/:city/dining",
      cached,
    });
    expect(await screen.findByRole("article")).toBeVisible();
    expect(screen.getAllByRole("link", { name: "Add Restaurant" })[0]).toBeVisible();
    await user.type(screen.getByLabelText("Cuisine"), "Thai");
    await user.selectOptions(screen.getByLabelText("Price range"), "$ Budget");
    await user.click(screen.getByRole("button", { name: "Apply Filters" }));
    expect(router.state.location.search).toBe("?cuisine=Thai&priceRange=%24");
    expect(await screen.findByText("No restaurants found for this city.")).toBeVisible();
    expect(requests).toHaveLength(2);
  });

  it("says Error fetching restaurants when the list cannot be loaded", async () => {
    serveApi({
      "GET /api/cities/gold-coast/restaurants": { status: 500, body: { message: "Down" } },
    });
    renderAsViewer("/city/gold-coast/dining", <DiningPage />, {
      viewer: null,
      path: "/city/:city/dining",
      cached,
    });
    expect(await screen.findByText("Error fetching restaurants")).toBeVisible();
  });
});

describe("A restaurant's page", () => {
  it("shows the photo, cuisine, price range, hours, phone, website and a map link", async () => {
    serveApi({ "GET /api/restaurants/r-1": { status: 200, body: bistro } });
    renderAsViewer("/city/gold-coast/dining/restaurant/r-1", <RestaurantDetailPage />, {
      viewer: null,
      path: "/city/:city/dining/restaurant/:id",
      cached,
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Harbour Bistro" })).toBeVisible();
    expect(screen.getByRole("img", { name: "Harbour Bistro" }).getAttribute("src")).toBe(
      "/uploads/bistro.webp",
    );
    expect(screen.getByText("Mon-Sun: 10am-10pm")).toBeVisible();
    expect(screen.getByRole("link", { name: /View on map/ }).getAttribute("href")).toBe(
      "https://www.openstreetmap.org/search?query=1%20Marina%20Parade%2C%20Gold%20Coast",
    );
    expect(screen.getByRole("link", { name: /\+61 7 5555 0101/ }).getAttribute("href")).toBe(
      "tel:+61755550101",
    );
    expect(screen.getByRole("link", { name: /bistro\.example/ })).toBeVisible();
    expect(screen.queryByRole("link", { name: "Edit" })).toBeNull();
  });

  it("says Restaurant not found. for a missing one", async () => {
    serveApi({
      "GET /api/restaurants/r-9": {
        status: 404,
        body: { code: "NOT_FOUND", message: "Restaurant not found." },
      },
    });
    renderAsViewer("/city/gold-coast/dining/restaurant/r-9", <RestaurantDetailPage />, {
      viewer: null,
      path: "/city/:city/dining/restaurant/:id",
      cached,
    });
    expect(await screen.findByRole("heading", { name: "Restaurant not found." })).toBeVisible();
  });
});

describe("The restaurant form", () => {
  it("refuses someone who is not the owner with the spec's words", async () => {
    serveApi({ "GET /api/restaurants/r-1": { status: 200, body: bistro } });
    renderAsViewer("/city/gold-coast/dining/restaurant/r-1/edit", <EditRestaurantPage />, {
      viewer: aViewer(),
      path: "/city/:city/dining/restaurant/:id/edit",
      cached,
    });
    expect(
      await screen.findByText("You do not have permission to edit this restaurant."),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: "Save Changes" })).toBeNull();
  });

  it("says User not authenticated to a visitor", () => {
    renderAsViewer("/city/gold-coast/restaurant/new", <NewRestaurantPage />, {
      viewer: null,
      path: "/city/:city/restaurant/new",
      cached,
    });
    expect(screen.getByText("User not authenticated")).toBeVisible();
  });

  it("checks every required field and the photo, and offers Other hours as free text", async () => {
    const requests = serveNothing();
    const { user } = renderAsViewer("/city/gold-coast/restaurant/new", <NewRestaurantPage />, {
      viewer: aViewer(),
      path: "/city/:city/restaurant/new",
      cached,
    });
    expect(screen.queryByLabelText("Other hours")).toBeNull();
    await user.selectOptions(screen.getByLabelText("Hours"), "Other");
    expect(screen.getByLabelText("Other hours")).toBeVisible();
    await user.type(screen.getByLabelText("Website (optional)"), "bistro");
    await user.click(screen.getByRole("button", { name: "Add Restaurant" }));
    for (const message of [
      "Please enter a name.",
      "Please enter a description.",
      "Please enter a cuisine.",
      "Please choose a price range.",
      "Please enter an address.",
      "Please enter a phone number.",
      "Please enter the opening hours.",
      "Website must be a URL (starting with http:// or https://).",
      "Please choose a photo.",
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(requests).toEqual([]);
  });
});
