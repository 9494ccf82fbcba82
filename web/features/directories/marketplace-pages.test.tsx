import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { aCity } from "../../../tests/support/a-city.ts";
import { aListingCard } from "../../../tests/support/a-listing.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { serveApi } from "../../../tests/support/fake-api.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { cityQueryKey } from "../../lib/use-city.ts";
import { MarketplacePage } from "./marketplace-pages.tsx";
import { marketplaceItemsQueryKey } from "./use-marketplace-items.ts";

const noFilters = {
  q: "",
  category: "",
  condition: "",
  status: "",
  minPrice: "",
  maxPrice: "",
};
const page = (items = [aListingCard()]) => ({
  pages: [{ items, nextCursor: null }],
  pageParams: [null],
});

function renderList(
  url = "/city/gold-coast/marketplace",
  cached: [readonly unknown[], unknown][] = [],
) {
  return renderAsViewer(url, <MarketplacePage />, {
    viewer: aViewer(),
    path: "/city/:city/marketplace",
    cached: [[cityQueryKey("gold-coast"), aCity()], ...cached],
  });
}

describe("The marketplace list", () => {
  it("shows each item's card: photo, title, price with 2 decimals, seller, date and View", () => {
    renderList(undefined, [
      [[...marketplaceItemsQueryKey("gold-coast", noFilters), "page"], page()],
    ]);
    const card = screen.getByRole("article");
    expect(card).toHaveTextContent("Sit-on-top kayak");
    expect(card).toHaveTextContent("$120.50");
    expect(card).toHaveTextContent("bob");
    expect(card).toHaveTextContent("Nov 20, 2026");
    expect(screen.getByRole("link", { name: "View Sit-on-top kayak" }).getAttribute("href")).toBe(
      "/city/gold-coast/marketplace/listing-1",
    );
    expect(screen.getAllByRole("link", { name: "Create New Listing" })[0]).toBeVisible();
  });

  it("says Unknown for a seller whose account is gone", () => {
    const orphan = aListingCard({ seller: { id: "gone", username: null, avatarUrl: null } });
    renderList(undefined, [
      [[...marketplaceItemsQueryKey("gold-coast", noFilters), "page"], page([orphan])],
    ]);
    expect(screen.getByRole("article")).toHaveTextContent("Unknown");
  });

  it("puts the filters into the address on Apply Filters and asks the server with them", async () => {
    const asked: string[] = [];
    serveApi({
      "GET /api/cities/gold-coast/marketplace-items": ({ url }) => {
        asked.push(url);
        return { status: 200, body: { items: [], nextCursor: null } };
      },
    });
    const { user, router } = renderList(undefined, [
      [[...marketplaceItemsQueryKey("gold-coast", noFilters), "page"], page()],
    ]);
    await user.selectOptions(screen.getByLabelText("Category"), "Sports");
    await user.type(screen.getByLabelText("Min price ($)"), "100");
    expect(asked).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Apply Filters" }));
    expect(router.state.location.search).toBe("?category=sports&minPrice=100");
    expect(
      await screen.findByText("No items found. Be the first to list something!"),
    ).toBeVisible();
    expect(asked[0]).toBe("/api/cities/gold-coast/marketplace-items?category=sports&minPrice=100");
  });

  it("reads the filters and the search back from a shared link", () => {
    renderList("/city/gold-coast/marketplace?category=books&q=atlas", [
      [
        [
          ...marketplaceItemsQueryKey("gold-coast", {
            ...noFilters,
            category: "books",
            q: "atlas",
          }),
          "page",
        ],
        page(),
      ],
    ]);
    expect(screen.getByLabelText("Category")).toHaveValue("books");
    expect(screen.getByLabelText("Search the marketplace")).toHaveValue("atlas");
    expect(screen.getByRole("article")).toBeVisible();
  });

  it("badges a reserved or sold item on its card, and filters by status", async () => {
    const asked: string[] = [];
    serveApi({
      "GET /api/cities/gold-coast/marketplace-items": (request) => {
        asked.push(request.url);
        return { status: 200, body: { items: [], nextCursor: null } };
      },
    });
    const { user, router } = renderList(undefined, [
      [
        [...marketplaceItemsQueryKey("gold-coast", noFilters), "page"],
        page([
          aListingCard({ id: "held", title: "Held kayak", status: "reserved" }),
          aListingCard({ id: "gone", title: "Gone kayak", status: "sold" }),
          aListingCard({ id: "free", title: "Free kayak", status: "available" }),
        ]),
      ],
    ]);
    const [held, gone, free] = screen.getAllByRole("article");
    expect(held).toHaveTextContent("Reserved");
    expect(gone).toHaveTextContent("Sold");
    expect(free).not.toHaveTextContent(/Reserved|Sold/);
    await user.selectOptions(screen.getByLabelText("Status"), "Reserved");
    await user.click(screen.getByRole("button", { name: "Apply Filters" }));
    expect(router.state.location.search).toBe("?status=reserved");
    await screen.findByText("No items found. Be the first to list something!");
    expect(asked[0]).toBe("/api/cities/gold-coast/marketplace-items?status=reserved");
  });

  it("says Error fetching items when the list cannot be loaded", async () => {
    serveApi({
      "GET /api/cities/gold-coast/marketplace-items": { status: 500, body: { message: "Down" } },
    });
    renderList();
    expect(await screen.findByText("Error fetching items")).toBeVisible();
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
  });

  it("says City not found for an unknown city", async () => {
    serveApi({
      "GET /api/cities/atlantis": {
        status: 404,
        body: { code: "NOT_FOUND", message: "City not found" },
      },
    });
    renderAsViewer("/city/atlantis/marketplace", <MarketplacePage />, {
      viewer: null,
      path: "/city/:city/marketplace",
    });
    expect(await screen.findByRole("heading", { name: "City not found" })).toBeVisible();
  });
});
