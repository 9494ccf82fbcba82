import { describe, expect, it } from "vitest";
import { aMembership, aViewer } from "../../../tests/support/a-viewer.ts";
import { routeAfterSignIn } from "./route-after-sign-in.ts";

const member = aViewer;

const memberships = [
  aMembership("miami", "Miami", "2025-06-01T00:00:00.000Z"),
  aMembership("gold-coast", "Gold Coast", "2025-01-01T00:00:00.000Z"),
];

describe("Where users land after signing in", () => {
  it("sends admins to the dashboard before anything else", () => {
    expect(routeAfterSignIn(member({ isAdmin: true, memberships }), "cape-town")).toBe("/admin");
    // A moderator without a second factor is asked to set one up (decision 067).
    const held = member({ moderates: ["cape-town"], secondFactorRequired: true, memberships });
    expect(routeAfterSignIn(held, null)).toBe("/admin");
  });

  it("sends a user to a just-approved community before their other ones", () => {
    expect(routeAfterSignIn(member({ memberships }), "cape-town")).toBe("/city/cape-town/profile");
  });

  it("sends a member to their active (most recently joined) community", () => {
    expect(routeAfterSignIn(member({ memberships }), null)).toBe("/city/miami/profile");
  });

  it("sends a member to the community they picked in the city switcher", () => {
    expect(routeAfterSignIn(member({ memberships, activeCitySlug: "gold-coast" }), null)).toBe(
      "/city/gold-coast/profile",
    );
  });

  it("sends a user without a community to the community list", () => {
    expect(routeAfterSignIn(member(), null)).toBe("/communities");
  });

  it("ignores a stored community that is not a city slug", () => {
    expect(routeAfterSignIn(member(), "../admin")).toBe("/communities");
    expect(routeAfterSignIn(member({ memberships }), "")).toBe("/city/miami/profile");
  });
});
