import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminListingRow } from "../../../contracts/listing-parts.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { AdminPage } from "./admin-page.tsx";

const row: AdminListingRow = {
  id: "listing-1",
  title: "Sit-on-top kayak",
  kind: "sports",
  city: { slug: "gold-coast", name: "Gold Coast" },
  owner: { id: "user-bob", username: "bob", avatarUrl: null },
  createdAt: "2026-11-20T09:30:00.000Z",
};

describe("The dashboard's Marketplace tab", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists every listing with its category, city, owner and date, and deletes one after asking", async () => {
    const calls: { url: string; method: string }[] = [];
    let rows = [row];
    vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? "GET" });
      if (init?.method === "DELETE") {
        rows = [];
        return new Response(null, { status: 204 });
      }
      return Response.json({ items: rows, nextCursor: null });
    });
    const { user } = renderAsViewer("/admin?tab=marketplace", <AdminPage />, {
      viewer: aViewer({ isAdmin: true }),
    });
    const panel = screen.getByRole("tabpanel", { name: "Marketplace" });
    expect(await within(panel).findByRole("link", { name: "Sit-on-top kayak" })).toBeVisible();
    expect(panel).toHaveTextContent("Category: Sports · Gold Coast · by bob · Nov 20, 2026");
    expect(calls[0]).toEqual({ url: "/api/admin/listings?", method: "GET" });

    await user.click(within(panel).getByRole("button", { name: "Delete Sit-on-top kayak" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this listing?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete listing" }));
    expect(await within(panel).findByText("No listings yet.")).toBeVisible();
    expect(calls).toContainEqual({ url: "/api/listings/listing-1", method: "DELETE" });
  });

  it("searches with the words typed", async () => {
    const urls: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      urls.push(url);
      return Response.json({ items: [], nextCursor: null });
    });
    const { user } = renderAsViewer("/admin?tab=properties", <AdminPage />, {
      viewer: aViewer({ isAdmin: true }),
    });
    const panel = screen.getByRole("tabpanel", { name: "Properties" });
    await user.type(within(panel).getByLabelText("Search properties"), "pool");
    await user.click(within(panel).getByRole("button", { name: "Search" }));
    expect(await within(panel).findByText("No properties match “pool”.")).toBeVisible();
    expect(urls).toContain("/api/admin/properties?q=pool");
  });
});
