import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { City } from "../../../contracts/communities.ts";
import { aViewer } from "../../../tests/support/a-viewer.ts";
import { serveApi } from "../../../tests/support/fake-api.ts";
import { renderAsViewer } from "../../../tests/support/render-as-viewer.tsx";
import { citiesQueryKey } from "../../lib/use-cities.ts";
import { CityList } from "./city-list.tsx";

// Issue 30: an admin changes a city's locale and currency after adding it.
const durban: City = {
  slug: "durban",
  name: "Durban",
  tagline: "",
  timeZone: "Africa/Johannesburg",
  utcOffsetMinutes: 120,
  locale: "en-US",
  currency: "USD",
  coverUrl: null,
  viewerStatus: "none",
};

describe("The Cities tab's list", () => {
  it("shows each city's locale and currency and changes them", async () => {
    const asked: unknown[] = [];
    serveApi({
      "PATCH /api/admin/cities/durban": ({ body }) => {
        asked.push(body);
        return { status: 200, body: { ...durban, ...(body as object) } };
      },
      "GET /api/cities": { status: 200, body: { cities: [durban] } },
    });
    const { user } = renderAsViewer("/admin", <CityList />, {
      viewer: aViewer({ isAdmin: true }),
      cached: [[citiesQueryKey, [durban]]],
    });
    const row = screen.getByRole("listitem");
    expect(row).toHaveTextContent("en-US · USD");
    await user.click(within(row).getByRole("button", { name: "Locale and currency of Durban" }));
    const form = screen.getByRole("form", { name: "Locale and currency of Durban" });
    await user.selectOptions(within(form).getByLabelText("Locale"), "en-ZA");
    await user.selectOptions(within(form).getByLabelText("Currency"), "ZAR");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Durban now writes prices in ZAR. Amounts stay as they were."),
    ).toBeVisible();
    expect(asked).toEqual([{ locale: "en-ZA", currency: "ZAR" }]);
  });
});
