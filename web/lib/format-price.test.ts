import { describe, expect, it } from "vitest";
import { formatListingPrice, formatPropertyPrice } from "./format-price.ts";

const capeTown = { locale: "en-ZA", currency: "ZAR" };
const goldCoast = { locale: "en-AU", currency: "AUD" };
const spaces = (text: string) => text.replace(/\s/g, " ");

describe("formatListingPrice and formatPropertyPrice", () => {
  it("write the marketplace's two decimals and the property's whole amounts", () => {
    expect(formatListingPrice(120.5, goldCoast)).toBe("$120.50");
    expect(formatPropertyPrice(1250000, goldCoast)).toBe("$1,250,000");
    expect(formatPropertyPrice(2800.5, goldCoast)).toBe("$2,800.50");
  });

  it("write rand for Cape Town, in the reader's language with the city's region", () => {
    expect(spaces(formatPropertyPrice(12500, capeTown))).toBe("R 12 500");
    expect(spaces(formatPropertyPrice(12500, capeTown, "es"))).toBe("12.500 ZAR");
  });

  it("write an amount to the cent, up to the largest price", () => {
    expect(formatListingPrice(0.1 + 0.2, goldCoast)).toBe("$0.30");
    expect(formatListingPrice(99999999.99, goldCoast)).toBe("$99,999,999.99");
  });
});
