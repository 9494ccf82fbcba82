import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Viewer } from "../../../contracts/profiles.ts";
import { aCity } from "../../../tests/support/a-city.ts";
import { aListing } from "../../../tests/support/a-listing.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { cityQueryKey } from "../../lib/use-city.ts";
import { EditMarketplaceItemPage } from "./marketplace-form-pages.tsx";
import { marketplaceItemQueryKey } from "./use-marketplace-items.ts";

const renderEdit = (viewer: Viewer | null, listing = aListing()) =>
  renderAsViewer("/city/gold-coast/marketplace/listing-1/edit", <EditMarketplaceItemPage />, {
    viewer,
    path: "/city/:city/marketplace/:id/edit",
    cached: [
      [cityQueryKey("gold-coast"), aCity()],
      [marketplaceItemQueryKey("listing-1"), listing],
    ],
  });

describe("Editing a listing", () => {
  it("tells someone who is not the owner that they may not edit it", () => {
    renderEdit(aViewer(), aListing({ canEdit: false }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "You do not have permission to edit this listing.",
    );
    expect(screen.queryByLabelText("Title")).toBeNull();
  });

  it("asks visitors to log in", () => {
    renderEdit(null, aListing({ canEdit: false, contact: null }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "You must be logged in to create a listing.",
    );
    expect(screen.getByRole("link", { name: "Log in" })).toBeVisible();
  });

  it("gives the owner the form filled in, with the photos in order", () => {
    renderEdit(aViewer({ id: "user-bob" }), aListing({ canEdit: true }));
    expect(screen.getByLabelText("Title")).toHaveValue("Sit-on-top kayak");
    expect(screen.getByLabelText("Price ($)")).toHaveValue(120.5);
    expect(screen.getByText("3 of 8 chosen.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Save Changes" })).toBeVisible();
  });

  it("shows the contract's messages for a blank title and a negative price", async () => {
    const { user } = renderEdit(aViewer({ id: "user-bob" }), aListing({ canEdit: true }));
    await user.clear(screen.getByLabelText("Title"));
    await user.clear(screen.getByLabelText("Price ($)"));
    await user.type(screen.getByLabelText("Price ($)"), "-5");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Please enter a title.")).toBeVisible();
    expect(screen.getByText("Price must be 0 or more.")).toBeVisible();
  });
});
