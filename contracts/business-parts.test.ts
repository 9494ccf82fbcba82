import { describe, expect, it } from "vitest";
import { placeEntryLimits as limits, placeEntryFieldMessages as m } from "./business-parts.ts";

// The refusals carry their limits as literal words (the extractor reads them as written).
describe("placeEntryFieldMessages", () => {
  it("say the limits placeEntryLimits enforces", () => {
    const words = (what: string, max: number) => `${what} can be at most ${max} characters.`;
    expect(m.nameTooLong.defaultMessage).toBe(words("Names", limits.nameMax));
    expect(m.addressTooLong.defaultMessage).toBe(words("Addresses", limits.addressMax));
    expect(m.phoneTooLong.defaultMessage).toBe(words("Phone numbers", limits.phoneMax));
    expect(m.hoursTooLong.defaultMessage).toBe(words("Hours", limits.hoursMax));
  });
});
