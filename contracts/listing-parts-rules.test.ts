import { describe, expect, it } from "vitest";
import { entryFieldMessages, entryLimits } from "./listing-parts-rules.ts";

// The refusals carry their limits as literal words (the extractor reads them as written).
describe("entryFieldMessages", () => {
  it("say the limits entryLimits enforces", () => {
    expect(entryFieldMessages.priceTooHigh.defaultMessage).toBe(
      `Price must be at most ${entryLimits.priceMax.toLocaleString("en-US")}.`,
    );
    expect(entryFieldMessages.titleTooLong.defaultMessage).toBe(
      `Titles can be at most ${entryLimits.titleMax} characters.`,
    );
    expect(entryFieldMessages.descriptionTooLong.defaultMessage).toBe(
      `Descriptions can be at most ${entryLimits.descriptionMax} characters.`,
    );
  });
});
