import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PropertyCard } from "../../../contracts/properties.ts";
import { aCity } from "../../../tests/support/a-city.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { serveApi } from "../../../tests/support/fake-api.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { cityQueryKey } from "../../lib/use-city.ts";
import { PropertiesPage } from "./properties-pages.tsx";
import { propertiesQueryKey } from "./use-properties.ts";

const noFilters = {
  listingType: "",
  q: "",
  propertyType: "",
  minBedrooms: "",
  minBathrooms: "",
  minPrice: "",
  maxPrice: "",
};
const rental: PropertyCard = {
  id: "property-1",
  citySlug: "gold-coast",
  title: "Garden flat",
  price: 2800,
  locale: "en-AU",
  currency: "AUD",
  listingType: "rental",
  propertyType: "apartment",
  status: "for_rent",
  bedrooms: 3,
  bathrooms: 1.5,
  parkingSpaces: 1,
  suburb: "Burleigh Heads",
  thumbnailUrl: null,
  createdAt: "2026-11-20T09:30:00.000Z",
};

function renderList(url = "/city/gold-coast/property", items = [rental]) {
  return renderAsViewer(url, <PropertiesPage />, {
    viewer: aViewer(),
    path: "/city/:city/property",
    cached: [
      [cityQueryKey("gold-coast"), aCity()],
      [
        [...propertiesQueryKey("gold-coast", noFilters), "page"],
        { pages: [{ items, nextCursor: null }], pageParams: [null] },
      ],
    ],
  });
}

describe("The property list", () => {
  it("shows each card's price in USD, beds, baths, parking, type and suburb, linking to the page", () => {
    renderList();
    const card = screen.getByRole("article");
    expect(card).toHaveTextContent("$2,800");
    expect(card).toHaveTextContent("3 beds");
    expect(card).toHaveTextContent("1.5 baths");
    expect(card).toHaveTextContent("1 parking space");
    expect(card).toHaveTextContent("Apartment");
    expect(card).toHaveTextContent("Burleigh Heads");
    expect(within(card).getByRole("link", { name: "Garden flat" }).getAttribute("href")).toBe(
      "/city/gold-coast/property/property-1",
    );
  });

  it("offers bedrooms and bathrooms as at least (decision 28)", () => {
    renderList();
    const beds = within(screen.getByLabelText("Bedrooms")).getAllByRole("option");
    expect(beds.map((option) => option.textContent)).toEqual(["Any", "1+", "2+", "3+", "4+", "5+"]);
    const baths = within(screen.getByLabelText("Bathrooms")).getAllByRole("option");
    expect(baths.map((option) => option.textContent)).toEqual([
      "Any",
      "1+",
      "1.5+",
      "2+",
      "2.5+",
      "3+",
      "3.5+",
      "4+",
    ]);
  });

  it("keeps the Rental tab and the filters in the address", async () => {
    const asked: string[] = [];
    serveApi({
      "GET /api/cities/gold-coast/properties": ({ url }) => {
        asked.push(url);
        return { status: 200, body: { items: [], nextCursor: null } };
      },
    });
    const { user, router } = renderList();
    await user.click(screen.getByRole("button", { name: "Rental" }));
    expect(router.state.location.search).toBe("?listingType=rental");
    expect(screen.getByRole("button", { name: "Rental" })).toHaveAttribute("aria-current", "page");
    await user.selectOptions(screen.getByLabelText("Bedrooms"), "2+");
    await user.click(screen.getByRole("button", { name: "Apply Filters" }));
    expect(router.state.location.search).toBe("?listingType=rental&minBedrooms=2");
    expect(
      await screen.findByText("No properties found. Be the first to list a property!"),
    ).toBeVisible();
    expect(asked).toContain("/api/cities/gold-coast/properties?listingType=rental&minBedrooms=2");
  });

  it("says Error fetching properties when the list cannot be loaded", async () => {
    serveApi({
      "GET /api/cities/gold-coast/properties": { status: 500, body: { message: "Down" } },
    });
    renderAsViewer("/city/gold-coast/property", <PropertiesPage />, {
      viewer: null,
      path: "/city/:city/property",
      cached: [[cityQueryKey("gold-coast"), aCity()]],
    });
    expect(await screen.findByText("Error fetching properties")).toBeVisible();
  });
});
