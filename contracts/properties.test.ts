import { describe, expect, it } from "vitest";
import { propertyLimits as limits, propertyLimitMessages as m } from "./properties.ts";

// The refusals carry their limits as literal words (the extractor reads them as written).
describe("propertyLimitMessages", () => {
  it("say the limits propertyLimits enforces", () => {
    expect(m.rooms.defaultMessage).toBe(`At most ${limits.roomsMax}.`);
    expect(m.address.defaultMessage).toBe(`At most ${limits.addressMax} characters.`);
    expect(m.postalCode.defaultMessage).toBe(`At most ${limits.postalCodeMax} characters.`);
    expect(m.phone.defaultMessage).toBe(`At most ${limits.phoneMax} characters.`);
    expect(m.feature.defaultMessage).toBe(
      `Features can be at most ${limits.featureMax} characters each.`,
    );
    expect(m.features.defaultMessage).toBe(`At most ${limits.featuresMax} features.`);
  });
});
