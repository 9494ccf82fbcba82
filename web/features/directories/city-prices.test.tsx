import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { aCity } from "../../../tests/support/a-city.ts";
import { aListingCard } from "../../../tests/support/a-listing.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { cityQueryKey } from "../../lib/use-city.ts";
import { MarketplacePage } from "./marketplace-pages.tsx";
import { marketplaceItemsQueryKey } from "./use-marketplace-items.ts";

// Issue 30: a price is written in its city's currency, the way Intl writes it for the city.
const noFilters = {
  q: "",
  category: "",
  condition: "",
  status: "",
  minPrice: "",
  maxPrice: "",
};
const capeTown = aCity({
  slug: "cape-town",
  name: "Cape Town",
  timeZone: "Africa/Johannesburg",
  locale: "en-ZA",
  currency: "ZAR",
});

function renderMarketplace(city: typeof capeTown, card: ReturnType<typeof aListingCard>) {
  renderAsViewer(`/city/${city.slug}/marketplace`, <MarketplacePage />, {
    viewer: aViewer(),
    path: "/city/:city/marketplace",
    cached: [
      [cityQueryKey(city.slug), city],
      [
        [...marketplaceItemsQueryKey(city.slug, noFilters), "page"],
        { pages: [{ items: [card], nextCursor: null }], pageParams: [null] },
      ],
    ],
  });
}

// Intl separates rand's groups with a no-break space; a reader sees a space.
const shown = () => screen.getByRole("article").textContent?.replace(/\s/g, " ");

describe("Prices in each city's currency", () => {
  it("shows a Cape Town price in rand, with cents", () => {
    const card = aListingCard({
      citySlug: "cape-town",
      price: 12500,
      locale: "en-ZA",
      currency: "ZAR",
    });
    renderMarketplace(capeTown, card);
    expect(shown()).toContain("R 12 500,00");
    expect(shown()).not.toContain("$");
    // The price filters name the city's currency too.
    expect(screen.getByLabelText("Min price (R)")).toBeInTheDocument();
  });

  it("shows a Gold Coast price in Australian dollars", () => {
    renderMarketplace(aCity(), aListingCard({ price: 1250, locale: "en-AU", currency: "AUD" }));
    expect(shown()).toContain("$1,250.00");
  });

  it("shows an American dollar price on a Gold Coast page as US dollars, not as its own", () => {
    renderMarketplace(aCity(), aListingCard({ price: 1250, locale: "en-AU", currency: "USD" }));
    expect(shown()).toContain("USD 1,250.00");
  });
});
