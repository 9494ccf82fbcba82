import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatListingPrice } from "./format-price.ts";

const intlPrice = (dollars: number) =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(dollars);

describe("A marketplace price", () => {
  it("reads as Intl writes US dollars", () => {
    for (const dollars of [0, 0.5, 1, 12.3, 999.99, 1000, 1250, 123456.78, 1000000, 99999999.99]) {
      expect(formatListingPrice(dollars)).toBe(intlPrice(dollars));
    }
  });

  it("agrees with Intl on any amount in cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        expect(formatListingPrice(cents / 100)).toBe(intlPrice(cents / 100));
      }),
    );
  });
});
