import { describe, expect, it } from "vitest";
import { isSectionActive, navSections } from "./nav-sections.ts";

const section = (label: string) => {
  const found = navSections.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`no section ${label}`);
  return found;
};

describe("The current section in the navigation", () => {
  it("is the shortcut's section and the same section in any city", () => {
    expect(isSectionActive(section("Feed"), "/feed")).toBe(true);
    expect(isSectionActive(section("Feed"), "/city/miami/feed")).toBe(true);
    expect(isSectionActive(section("Properties"), "/city/miami/property/12/edit")).toBe(true);
  });

  it("covers restaurant and shop pages under Dining and Shopping", () => {
    expect(isSectionActive(section("Dining"), "/city/cape-town/restaurant/new")).toBe(true);
    expect(isSectionActive(section("Shopping"), "/city/cape-town/shop/4")).toBe(true);
  });

  it("is no section on other pages", () => {
    const pages = ["/", "/communities", "/city/miami", "/city/miami/profile", "/feedback"];
    for (const page of pages) {
      expect(navSections.filter((candidate) => isSectionActive(candidate, page))).toEqual([]);
    }
  });
});
