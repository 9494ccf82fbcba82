import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SavedItem } from "../../../contracts/saved.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { type FakeRequest, serveNothing } from "../../../tests/support/fake-api.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { savedQueryKey } from "../../lib/saved-query-key.ts";
import { SavedList } from "./saved-list.tsx";

const renderSaved = (saved: SavedItem[]) =>
  renderAsViewer("/profile", <SavedList />, {
    viewer: aViewer(),
    cached: [[savedQueryKey, { pages: [{ items: saved, nextCursor: null }], pageParams: [null] }]],
  });

describe("The Saved list on /profile", () => {
  let requests: FakeRequest[];
  beforeEach(() => {
    requests = serveNothing();
  });
  afterEach(() => {
    expect(requests).toEqual([]);
  });

  it("lists what the user saved, and says when a listing was sold or removed", () => {
    const item = (overrides: Partial<SavedItem>): SavedItem => ({
      kind: "listing",
      id: "l1",
      citySlug: "miami",
      path: `/city/miami/${overrides.kind === "property" ? "property" : "marketplace"}/${overrides.id ?? "l1"}`,
      title: "Teak dining set",
      price: 450,
      locale: "en-US",
      currency: "USD",
      thumbnailUrl: null,
      state: "available",
      savedAt: "2026-11-20T10:00:00.000Z",
      ...overrides,
    });
    renderSaved([
      item({}),
      item({ kind: "property", id: "p1", title: "Brickell flat", price: 3200, state: "sold" }),
      item({ id: "l2", title: "Old bike", price: null, state: "removed" }),
    ]);
    const listing = screen.getByRole("link", { name: /Teak dining set/ });
    expect(listing.getAttribute("href")).toBe("/city/miami/marketplace/l1");
    expect(listing).toHaveTextContent("$450.00");
    const property = screen.getByRole("link", { name: /Brickell flat/ });
    expect(property.getAttribute("href")).toBe("/city/miami/property/p1");
    expect(property).toHaveTextContent("This listing is no longer available.");
    // A removed listing has no page to open, but stays on the list saying so.
    expect(screen.queryByRole("link", { name: /Old bike/ })).toBeNull();
    expect(screen.getByText("This listing has been removed.")).toBeVisible();
  });
});
