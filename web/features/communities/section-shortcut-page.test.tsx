import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { aMembership, aViewer } from "../../../tests/support/a-viewer.ts";
import { renderCityRoute } from "../../../tests/support/render-city-route.tsx";

const membership = aMembership("miami", "Miami");

describe("Shortcut pages", () => {
  it("take a visitor with ?city= to the directory, keeping its filters", async () => {
    const { router } = renderCityRoute("/properties?city=miami&propertyType=house", {
      viewer: null,
    });
    expect(await screen.findByText("Properties list")).toBeVisible();
    expect(router.state.location.pathname).toBe("/city/miami/property");
    expect(router.state.location.search).toBe("?propertyType=house");
  });

  it("take a member to their community's section", async () => {
    const { router } = renderCityRoute("/events", {
      viewer: aViewer({ memberships: [membership] }),
    });
    expect(await screen.findByRole("heading", { name: "Events in Miami" })).toBeVisible();
    expect(router.state.location.pathname).toBe("/city/miami/events");
  });

  it("send a visitor without a city to sign in", async () => {
    renderCityRoute("/feed", { viewer: null });
    expect(await screen.findByText("Sign-in page")).toBeVisible();
  });
});
