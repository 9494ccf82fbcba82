import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminEntryRow } from "../../../contracts/listing-parts.ts";
import { removalMessages } from "../../../contracts/moderation-rules.ts";
import { aCity } from "../../../tests/support/a-city.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { type Asked, serveApi } from "../../../tests/support/fake-api.ts";
import { loadedTabPanel } from "../../../tests/support/loaded-tab-panel.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { AdminDashboardPage } from "./admin-dashboard-page.tsx";

const row: AdminEntryRow = {
  id: "listing-1",
  title: "Sit-on-top kayak",
  kind: "sports",
  city: { slug: "gold-coast", name: "Gold Coast" },
  owner: { id: "user-bob", username: "bob", avatarUrl: null },
  createdAt: "2026-11-20T09:30:00.000Z",
};

/** The City filter's choices, and nothing waiting in the Pending Users tab's count. */
const around = {
  "GET /api/cities": {
    status: 200,
    body: {
      cities: [
        aCity({ slug: "miami", name: "Miami" }),
        aCity(),
        aCity({ slug: "cape-town", name: "Cape Town" }),
      ],
    },
  },
  "GET /api/admin/membership-requests": { status: 200, body: { requests: [] } },
};

/** A tab's rows, given the address asked (with its ?city= and ?q=). */
const rowsFrom =
  (answer: (url: string) => unknown[], asked: string[]) =>
  ({ url }: Asked) => {
    asked.push(url);
    return { status: 200, body: { items: answer(url), nextCursor: null } };
  };

describe("The dashboard's Marketplace tab", () => {
  it("lists every listing with its category, city, owner and date, and deletes one with the reason its seller is told", async () => {
    const asked: string[] = [];
    let rows = [row];
    const requests = serveApi({
      ...around,
      "GET /api/admin/listings": rowsFrom(() => rows, asked),
      "DELETE /api/marketplace-items/listing-1": () => {
        rows = [];
        return { status: 204 };
      },
    });
    const { user } = renderAsViewer("/admin?tab=marketplace", <AdminDashboardPage />, {
      viewer: aViewer({ isAdmin: true }),
    });
    const panel = await loadedTabPanel("Marketplace");
    expect(await within(panel).findByRole("link", { name: "Sit-on-top kayak" })).toBeVisible();
    expect(panel).toHaveTextContent("Category: Sports · Gold Coast · by bob · Nov 20, 2026");
    expect(asked[0]).toBe("/api/admin/listings?");

    await user.click(within(panel).getByRole("button", { name: "Delete Sit-on-top kayak" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this listing?" });
    // Someone else's listing: no reason, no delete, and the dialog says why.
    await user.click(within(dialog).getByRole("button", { name: "Delete listing" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      removalMessages.reasonRequired,
    );
    expect(requests.some(({ route }) => route.startsWith("DELETE"))).toBe(false);
    await user.selectOptions(within(dialog).getByLabelText("Reason"), "Spam");
    await user.click(within(dialog).getByRole("button", { name: "Delete listing" }));
    expect(await within(panel).findByText("No listings yet.")).toBeVisible();
    expect(requests).toContainEqual({
      route: "DELETE /api/marketplace-items/listing-1",
      body: { reason: "spam" },
    });
  });

  it("searches with the words typed", async () => {
    const urls: string[] = [];
    serveApi({
      ...around,
      "GET /api/admin/properties": rowsFrom(() => [], urls),
    });
    const { user } = renderAsViewer("/admin?tab=properties", <AdminDashboardPage />, {
      viewer: aViewer({ isAdmin: true }),
    });
    const panel = await loadedTabPanel("Properties");
    await user.type(within(panel).getByLabelText("Search properties"), "pool");
    await user.click(within(panel).getByRole("button", { name: "Search" }));
    expect(await within(panel).findByText("No properties match “pool”.")).toBeVisible();
    expect(urls).toContain("/api/admin/properties?q=pool");
  });

  it("shows one city's listings when a city is chosen, and all again with All cities", async () => {
    const urls: string[] = [];
    serveApi({
      ...around,
      "GET /api/admin/listings": rowsFrom(
        (url) => (new URL(url, "http://x").searchParams.get("city") === "miami" ? [] : [row]),
        urls,
      ),
    });
    const { user } = renderAsViewer("/admin?tab=marketplace", <AdminDashboardPage />, {
      viewer: aViewer({ isAdmin: true }),
    });
    const panel = await loadedTabPanel("Marketplace");
    expect(await within(panel).findByRole("link", { name: "Sit-on-top kayak" })).toBeVisible();
    const filter = within(panel).getByLabelText("City");
    // The launch cities first, in the spec's order.
    await within(panel).findByRole("option", { name: "Cape Town" });
    expect(
      within(filter as HTMLElement)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All cities", "Gold Coast", "Miami", "Cape Town"]);

    await user.selectOptions(filter, "Miami");
    expect(await within(panel).findByText("No listings in Miami yet.")).toBeVisible();
    expect(urls).toContain("/api/admin/listings?city=miami");

    await user.selectOptions(filter, "All cities");
    expect(await within(panel).findByRole("link", { name: "Sit-on-top kayak" })).toBeVisible();
  });
});
