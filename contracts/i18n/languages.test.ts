import { describe, expect, it } from "vitest";
import { pickLanguage } from "./languages.ts";

describe("choosing the language", () => {
  it("takes the member's setting, then the cookie, then the browser's", () => {
    expect(pickLanguage(["es", "en"], "en-US")).toBe("es");
    expect(pickLanguage([undefined, "es"], "en-US")).toBe("es");
    expect(pickLanguage([undefined, undefined], "es-MX,es;q=0.9,en;q=0.8")).toBe("es");
    expect(pickLanguage([], "fr-FR,es;q=0.5,en;q=0.4")).toBe("es");
  });

  it("falls back to English for anything else", () => {
    expect(pickLanguage(["klingon"], "fr-FR")).toBe("en");
    expect(pickLanguage([], undefined)).toBe("en");
    expect(pickLanguage([], "!!,;q=x")).toBe("en");
  });
});
