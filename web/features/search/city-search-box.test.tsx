import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { CitySearchBox } from "./city-search-box.tsx";

const recentKey = "coastal.recentSearches.gold-coast";

const renderBox = () =>
  renderAsViewer("/city/gold-coast/feed", <CitySearchBox />, {
    viewer: aViewer(),
    path: "/city/:city/feed",
  });

const suggestions = () =>
  [...document.querySelectorAll("datalist option")].map((option) => option.getAttribute("value"));

describe("The nav's city search box", () => {
  beforeEach(() => localStorage.clear());

  it("opens the city's results for the words on Enter, and this device keeps them", async () => {
    const { user, router } = renderBox();
    const box = screen.getByRole("combobox", { name: "Search Gold Coast" });
    await user.type(box, "  surf school {Enter}");
    expect(await screen.findByText("Left the page for /city/gold-coast/search")).toBeVisible();
    expect(router.state.location.search).toBe("?q=surf+school");
    expect(JSON.parse(localStorage.getItem(recentKey) ?? "[]")).toEqual(["surf school"]);
  });

  it("stays put on Enter with nothing typed", async () => {
    const { user, router } = renderBox();
    await user.type(screen.getByRole("combobox", { name: "Search Gold Coast" }), "   {Enter}");
    expect(router.state.location.pathname).toBe("/city/gold-coast/feed");
    expect(localStorage.getItem(recentKey)).toBeNull();
  });

  it("offers this device's recent searches once focused, newest first", async () => {
    localStorage.setItem(recentKey, JSON.stringify(["kayak", "surf"]));
    const { user } = renderBox();
    // Their code loads on the first focus, not with the page (decision 092).
    expect(suggestions()).toEqual([]);
    await user.click(screen.getByRole("combobox", { name: "Search Gold Coast" }));
    await waitFor(() => expect(suggestions()).toEqual(["kayak", "surf"]));
  });

  it("on a phone, folds into a link to the results page", () => {
    renderBox();
    expect(screen.getByRole("link", { name: "Search Gold Coast" }).getAttribute("href")).toBe(
      "/city/gold-coast/search",
    );
  });
});
