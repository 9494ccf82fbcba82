import { describe, expect, it } from "vitest";
import { aMembership, aViewer } from "../../../tests/support/a-viewer.ts";
import { resolveShortcut, type ViewerLookup } from "./resolve-shortcut.ts";

const viewer = (citySlugs: string[]) =>
  aViewer({ memberships: citySlugs.map((citySlug) => aMembership(citySlug, citySlug)) });

const loading: ViewerLookup = { state: "loading" };
const failed: ViewerLookup = { state: "failed" };
const visitor: ViewerLookup = { state: "ready", viewer: null };
const newcomer: ViewerLookup = { state: "ready", viewer: viewer([]) };
// Newest membership first: Miami is the active community (product decision 13).
const member: ViewerLookup = { state: "ready", viewer: viewer(["miami", "gold-coast"]) };

describe("Section shortcuts", () => {
  it("follow ?city= into a directory for anyone, without waiting for the session", () => {
    expect(resolveShortcut("marketplace", "cape-town", loading)).toBe(
      "/city/cape-town/marketplace",
    );
    expect(resolveShortcut("dining", "cape-town", visitor)).toBe("/city/cape-town/dining");
    expect(resolveShortcut("events", "cape-town", member)).toBe("/city/cape-town/events");
    expect(resolveShortcut("shopping", "cape-town", failed)).toBe("/city/cape-town/shopping");
  });

  it("map /properties to the property section", () => {
    expect(resolveShortcut("properties", "miami", visitor)).toBe("/city/miami/property");
    expect(resolveShortcut("properties", null, member)).toBe("/city/miami/property");
  });

  it("follow ?city= into the feed and polls only for signed-in users", () => {
    expect(resolveShortcut("feed", "cape-town", loading)).toBeNull();
    expect(resolveShortcut("feed", "cape-town", visitor)).toBe("/auth");
    expect(resolveShortcut("polls", "cape-town", newcomer)).toBe("/city/cape-town/polls");
    expect(resolveShortcut("polls", "cape-town", member)).toBe("/city/cape-town/polls");
  });

  it("wait for the session when no city is given", () => {
    expect(resolveShortcut("feed", null, loading)).toBeNull();
    expect(resolveShortcut("marketplace", null, loading)).toBeNull();
  });

  it("send visitors without a city to sign in, directories included", () => {
    expect(resolveShortcut("feed", null, visitor)).toBe("/auth");
    expect(resolveShortcut("marketplace", null, visitor)).toBe("/auth");
  });

  it("take members to their active community", () => {
    expect(resolveShortcut("feed", null, member)).toBe("/city/miami/feed");
    expect(resolveShortcut("shopping", null, member)).toBe("/city/miami/shopping");
  });

  it("follow the community the member picked in the city switcher", () => {
    const picked: ViewerLookup = {
      state: "ready",
      viewer: { ...viewer(["miami", "gold-coast"]), activeCitySlug: "gold-coast" },
    };
    expect(resolveShortcut("feed", null, picked)).toBe("/city/gold-coast/feed");
    expect(resolveShortcut("properties", null, picked)).toBe("/city/gold-coast/property");
    // ?city= still wins over the pick.
    expect(resolveShortcut("dining", "miami", picked)).toBe("/city/miami/dining");
  });

  it("send signed-in users without a membership to the communities", () => {
    expect(resolveShortcut("feed", null, newcomer)).toBe("/communities");
    expect(resolveShortcut("dining", null, newcomer)).toBe("/communities");
  });

  it("fall back to the communities when the session lookup fails", () => {
    expect(resolveShortcut("feed", null, failed)).toBe("/communities");
    expect(resolveShortcut("polls", "miami", failed)).toBe("/city/miami/polls");
  });

  it("read ?city= in any case and ignore one that cannot be a city", () => {
    expect(resolveShortcut("marketplace", " Gold-Coast ", visitor)).toBe(
      "/city/gold-coast/marketplace",
    );
    expect(resolveShortcut("marketplace", "../admin", visitor)).toBe("/auth");
    expect(resolveShortcut("marketplace", "", member)).toBe("/city/miami/marketplace");
  });
});
