import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Viewer } from "../../../contracts/profiles.ts";
import { aCity } from "../../../tests/support/a-city.ts";
import { aListing } from "../../../tests/support/a-listing.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { type FakeRequest, serveApi, serveNothing } from "../../../tests/support/fake-api.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { cityQueryKey } from "../../lib/use-city.ts";
import { MarketplaceItemDetailPage } from "./marketplace-detail-pages.tsx";
import { marketplaceItemQueryKey } from "./use-marketplace-items.ts";

const renderDetail = (viewer: Viewer | null = aViewer(), listing = aListing()) =>
  renderAsViewer("/city/gold-coast/marketplace/listing-1", <MarketplaceItemDetailPage />, {
    viewer,
    path: "/city/:city/marketplace/:id",
    cached: [
      [cityQueryKey("gold-coast"), aCity()],
      [marketplaceItemQueryKey("listing-1"), listing],
    ],
  });

describe("A marketplace listing's page", () => {
  let requests: FakeRequest[];
  beforeEach(() => {
    requests = serveNothing();
  });
  afterEach(() => {
    expect(requests).toEqual([]);
  });

  it("shows the item, its price with 2 decimals, condition, status and seller", () => {
    renderDetail();
    expect(screen.getByRole("heading", { level: 1, name: "Sit-on-top kayak" })).toBeVisible();
    expect(screen.getByText("$120.50")).toBeVisible();
    expect(screen.getByText("Good")).toBeVisible();
    expect(screen.getAllByText("Available")[0]).toBeVisible();
    expect(screen.getByText("bob")).toBeVisible();
    expect(screen.getAllByRole("button", { name: /Show photo \d of 3/ })).toHaveLength(3);
  });

  it("gives signed-in viewers Email Seller and Text Seller", () => {
    renderDetail();
    expect(screen.getByRole("link", { name: "Email Seller" }).getAttribute("href")).toBe(
      "mailto:bob@example.com?subject=Sit-on-top%20kayak",
    );
    expect(screen.getByRole("link", { name: "Text Seller" }).getAttribute("href")).toBe(
      "sms:+61 400 000 000",
    );
  });

  it("offers Text Seller only when the seller has a phone", () => {
    renderDetail(aViewer(), aListing({ contact: { email: "bob@example.com", phone: null } }));
    expect(screen.getByRole("link", { name: "Email Seller" })).toBeVisible();
    expect(screen.queryByRole("link", { name: "Text Seller" })).toBeNull();
  });

  it("shows visitors no contact details, only a way to sign in (decision 9)", () => {
    renderDetail(null, aListing({ contact: null }));
    expect(screen.getByText("Log in to see the seller's contact details.")).toBeVisible();
    expect(screen.queryByRole("link", { name: "Email Seller" })).toBeNull();
    expect(screen.queryByText(/bob@example.com/)).toBeNull();
    expect(screen.getByRole("link", { name: "Log in to save" }).getAttribute("href")).toBe("/auth");
  });

  it("gives the owner Edit, Mark as sold and Delete, and nobody else", () => {
    renderDetail(aViewer({ id: "user-bob" }), aListing({ canEdit: true }));
    const manage = screen.getByRole("region", { name: "Manage this listing" });
    expect(within(manage).getByRole("link", { name: "Edit" }).getAttribute("href")).toBe(
      "/city/gold-coast/marketplace/listing-1/edit",
    );
    expect(within(manage).getByRole("button", { name: "Mark as sold" })).toBeVisible();
    expect(within(manage).getByRole("button", { name: "Delete" })).toBeVisible();
  });

  it("hides the owner's tools from other viewers", () => {
    renderDetail();
    expect(screen.queryByRole("region", { name: "Manage this listing" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Mark as sold" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Moderate this listing" })).toBeNull();
    expect(screen.getByRole("button", { name: "Report Sit-on-top kayak" })).toBeVisible();
  });

  it("gives a moderator of the city Delete alone, asking first (decision 050)", async () => {
    const { user } = renderDetail(aViewer(), aListing({ canDelete: true }));
    const moderate = screen.getByRole("region", { name: "Moderate this listing" });
    expect(within(moderate).queryByRole("link", { name: "Edit" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Mark as sold" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Report/ })).toBeNull();
    await user.click(within(moderate).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole(
      "alertdialog",
      { name: "Delete this listing?" },
      { timeout: 5000 },
    );
    expect(within(dialog).getByRole("button", { name: "Delete listing" })).toBeVisible();
    // Someone else's: the reason its seller is told (decision 057).
    expect(within(dialog).getByLabelText("Reason")).toBeVisible();
  });

  it("asks before deleting", async () => {
    const { user } = renderDetail(aViewer({ id: "user-bob" }), aListing({ canEdit: true }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this listing?" });
    expect(dialog).toHaveTextContent("Delete this listing? This cannot be undone.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("lets the owner reserve an available item", () => {
    renderDetail(aViewer({ id: "user-bob" }), aListing({ canEdit: true }));
    const manage = screen.getByRole("region", { name: "Manage this listing" });
    expect(within(manage).getByRole("button", { name: "Mark as reserved" })).toBeVisible();
    expect(within(manage).queryByRole("button", { name: "Mark as available" })).toBeNull();
  });

  it("says Reserved once reserved, and offers available or sold", () => {
    renderDetail(aViewer({ id: "user-bob" }), aListing({ canEdit: true, status: "reserved" }));
    expect(screen.getAllByText("Reserved")[0]).toBeVisible();
    const manage = screen.getByRole("region", { name: "Manage this listing" });
    expect(within(manage).getByRole("button", { name: "Mark as available" })).toBeVisible();
    expect(within(manage).getByRole("button", { name: "Mark as sold" })).toBeVisible();
    expect(within(manage).queryByRole("button", { name: "Mark as reserved" })).toBeNull();
  });

  it("says Sold once sold", () => {
    renderDetail(aViewer({ id: "user-bob" }), aListing({ canEdit: true, status: "sold" }));
    expect(screen.getAllByText("Sold")[0]).toBeVisible();
    expect(screen.getByRole("button", { name: "Mark as available" })).toBeVisible();
  });
});

describe("A listing that is not there", () => {
  it("says Item not found.", async () => {
    serveApi({
      "GET /api/marketplace-items/gone": {
        status: 404,
        body: { code: "NOT_FOUND", message: "Item not found." },
      },
    });
    renderAsViewer("/city/gold-coast/marketplace/gone", <MarketplaceItemDetailPage />, {
      viewer: aViewer(),
      path: "/city/:city/marketplace/:id",
      cached: [[cityQueryKey("gold-coast"), aCity()]],
    });
    expect(await screen.findByRole("heading", { name: "Item not found." })).toBeVisible();
  });
});
