import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SavedSearch } from "../../../contracts/saved-searches.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { noAnswer, serveApi } from "../../../tests/support/fake-api.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { SaveSearchButton } from "./save-search-button.tsx";
import { SavedSearchesSection } from "./saved-searches-section.tsx";

// Issue 34: "Save this search" on a list, and the profile's Saved searches section.
const ana = aViewer({ id: "user-ana" });

const boards: SavedSearch = {
  id: "s1",
  name: "Cheap boards",
  citySlug: "gold-coast",
  cityName: "Gold Coast",
  section: "marketplace",
  filters: { category: "sports", maxPrice: "200" },
  query: "surfboard",
  paused: false,
  path: "/city/gold-coast/marketplace?category=sports&maxPrice=200&q=surfboard",
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
};

describe("Save this search", () => {
  it("asks for a name, sends the filters with an Idempotency-Key, and says it is saved", async () => {
    const requests = serveApi({
      "POST /api/me/saved-searches": ({ headers }) => {
        expect(headers.get("idempotency-key")).toMatch(/^[0-9a-f]{32}$/);
        return { status: 201, body: boards };
      },
    });
    const { user } = renderAsViewer(
      "/city/gold-coast/marketplace",
      <SaveSearchButton
        citySlug="gold-coast"
        section="marketplace"
        filters={{ category: "sports", maxPrice: "200" }}
        query="surfboard"
      />,
      { viewer: ana },
    );
    await user.click(screen.getByRole("button", { name: "Save this search" }));
    const dialog = await screen.findByRole("dialog", { name: "Save this search" });
    const name = within(dialog).getByLabelText("Name");
    expect(name).toHaveValue("surfboard");
    await user.clear(name);
    await user.type(name, "Cheap boards");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Search saved. You will be told about new matches."),
    ).toBeVisible();
    expect(requests.at(-1)?.body).toEqual({
      city: "gold-coast",
      section: "marketplace",
      filters: { category: "sports", maxPrice: "200" },
      query: "surfboard",
      name: "Cheap boards",
    });
  });

  it("shows the server's refusal in the dialog, and Escape closes it", async () => {
    serveApi({
      "POST /api/me/saved-searches": {
        status: 409,
        body: {
          code: "CONFLICT",
          message: "You can keep up to 20 saved searches. Delete one to save another.",
        },
      },
    });
    const { user } = renderAsViewer(
      "/city/gold-coast/marketplace",
      <SaveSearchButton citySlug="gold-coast" section="marketplace" filters={{}} query="kayak" />,
      { viewer: ana },
    );
    await user.click(screen.getByRole("button", { name: "Save this search" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText(/up to 20 saved searches/)).toBeVisible();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("is not offered to visitors", () => {
    serveApi({});
    renderAsViewer(
      "/city/gold-coast/marketplace",
      <SaveSearchButton citySlug="gold-coast" section="marketplace" filters={{}} query="" />,
      { viewer: null },
    );
    expect(screen.queryByRole("button", { name: "Save this search" })).toBeNull();
  });
});

describe("the profile's Saved searches", () => {
  it("says so while loading, and when there are none", async () => {
    serveApi({ "GET /api/me/saved-searches": noAnswer });
    renderAsViewer("/profile", <SavedSearchesSection />, { viewer: ana });
    expect(screen.getByText("Loading saved searches…")).toBeInTheDocument();
  });

  it("shows the empty state and a failure with Try again", async () => {
    let fail = true;
    serveApi({
      "GET /api/me/saved-searches": () =>
        fail
          ? { status: 500, body: { code: "INTERNAL", message: "Boom" } }
          : { status: 200, body: { items: [], nextCursor: null } },
    });
    const { user } = renderAsViewer("/profile", <SavedSearchesSection />, { viewer: ana });
    expect(await screen.findByText("Could not load your saved searches.")).toBeVisible();
    fail = false;
    await user.click(screen.getByRole("button", { name: /try again/i }));
    expect(await screen.findByText(/No saved searches yet/)).toBeVisible();
  });

  it("renames, pauses and deletes after asking", async () => {
    let current = boards;
    const requests = serveApi({
      "GET /api/me/saved-searches": { status: 200, body: { items: [boards], nextCursor: null } },
      "PATCH /api/me/saved-searches/s1": ({ body }) => {
        current = { ...current, ...(body as object) };
        return { status: 200, body: current };
      },
      "DELETE /api/me/saved-searches/s1": { status: 204 },
    });
    const { user } = renderAsViewer("/profile", <SavedSearchesSection />, { viewer: ana });
    expect(await screen.findByRole("heading", { name: "Cheap boards" })).toBeVisible();
    expect(screen.getByText("Marketplace in Gold Coast: “surfboard”, 2 filters")).toBeVisible();
    expect(screen.getByRole("link", { name: "Show results" })).toHaveAttribute("href", boards.path);

    await user.click(screen.getByRole("button", { name: "Rename" }));
    const field = screen.getByLabelText("New name for “Cheap boards”");
    await user.clear(field);
    await user.type(field, "Boards{Enter}");
    expect(await screen.findByRole("heading", { name: "Boards" })).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Pause" }));
    expect(await screen.findByText("Paused")).toBeVisible();
    expect(screen.getByRole("button", { name: "Resume" })).toHaveAttribute("aria-pressed", "true");

    await user.click(screen.getByRole("button", { name: "Delete" }));
    const ask = await screen.findByRole("alertdialog", { name: "Delete “Boards”?" });
    expect(requests.some((r) => r.route.startsWith("DELETE"))).toBe(false);
    await user.click(within(ask).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Boards" })).toBeNull());
    expect(requests.filter((r) => r.route.startsWith("DELETE"))).toHaveLength(1);
  });
});
