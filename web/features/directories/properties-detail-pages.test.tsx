import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Viewer } from "../../../contracts/profiles.ts";
import { aCity } from "../../../tests/support/a-city.ts";
import { aProperty } from "../../../tests/support/a-listing.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { cityQueryKey } from "../../lib/use-city.ts";
import { PropertyDetailPage } from "./properties-detail-pages.tsx";
import { propertyQueryKey } from "./use-properties.ts";

const renderDetail = (viewer: Viewer | null = aViewer(), property = aProperty()) =>
  renderAsViewer("/city/gold-coast/property/property-1", <PropertyDetailPage />, {
    viewer,
    path: "/city/:city/property/:id",
    cached: [
      [cityQueryKey("gold-coast"), aCity()],
      [propertyQueryKey("property-1"), property],
    ],
  });

describe("A property's page", () => {
  it("shows the facts: type, listing, rooms, areas in sqm, status, address and features", () => {
    renderDetail();
    expect(screen.getByRole("heading", { level: 1, name: "Beach house" })).toBeVisible();
    expect(screen.getByText("$1,250,000")).toBeVisible();
    expect(screen.getByText("For sale")).toBeVisible();
    expect(screen.getByText("2.5")).toBeVisible();
    expect(screen.getByText("210 sqm")).toBeVisible();
    expect(screen.getByText("1 Ocean Pde, Burleigh Heads, 4220")).toBeVisible();
    const features = screen.getByRole("region", { name: "Features" });
    expect(
      within(features)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Pool", "Ocean view"]);
  });

  it("gives signed-in viewers the contact email, and visitors none", () => {
    renderDetail();
    expect(screen.getByRole("link", { name: "Email" }).getAttribute("href")).toBe(
      "mailto:bob@example.com?subject=Beach%20house",
    );
    expect(screen.queryByRole("link", { name: "Call" })).toBeNull();
  });

  it("lets signed-in viewers call the lister when there is a phone", () => {
    renderDetail(aViewer(), aProperty({ contact: { email: null, phone: "+61 400 111 222" } }));
    expect(screen.getByRole("link", { name: "Call" }).getAttribute("href")).toBe(
      "tel:+61 400 111 222",
    );
  });

  it("hides the contact details from visitors (decision 9)", () => {
    renderDetail(null, aProperty({ contact: null }));
    expect(screen.getByText("Log in to see the lister's contact details.")).toBeVisible();
    expect(screen.queryByText(/bob@example.com/)).toBeNull();
  });

  it("lets the owner set under offer, sold or rented, edit and delete", () => {
    renderDetail(aViewer({ id: "user-bob" }), aProperty({ canEdit: true }));
    const manage = screen.getByRole("region", { name: "Manage this property" });
    const status = within(manage).getByLabelText("Status");
    expect(
      within(status)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["For Sale", "For Rent", "Under Offer", "Sold", "Rented"]);
    expect(within(manage).getByRole("link", { name: "Edit" }).getAttribute("href")).toBe(
      "/city/gold-coast/property/property-1/edit",
    );
    expect(within(manage).getByRole("button", { name: "Delete" })).toBeVisible();
  });
});
