import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { type FakeRequest, serveNothing } from "../../../tests/support/fake-api.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { AdminPage } from "./admin-page.tsx";

// Decision 067: staff without a second factor see the hold, not their tools.
describe("The staff hold screen", () => {
  let requests: FakeRequest[];
  beforeEach(() => {
    requests = serveNothing();
  });
  afterEach(() => {
    // No tool's data is even asked for.
    expect(requests).toEqual([]);
  });

  for (const [who, viewer] of [
    ["an admin", aViewer({ isAdmin: true, secondFactorRequired: true })],
    ["a moderator", aViewer({ moderates: ["miami"], secondFactorRequired: true })],
  ] as const) {
    it(`holds ${who} without a second factor at setup, linking to Security`, () => {
      renderAsViewer("/admin", <AdminPage />, { viewer });
      expect(
        screen.getByRole("heading", { level: 1, name: "Set up a second factor first" }),
      ).toBeVisible();
      expect(screen.getByRole("link", { name: "Set up a second factor" })).toHaveAttribute(
        "href",
        "/profile#security",
      );
      expect(screen.queryByRole("tab")).toBeNull();
    });
  }
});
