import {
  citySections,
  type KnownCitySection,
  sectionAtSegment,
} from "../../../contracts/city-sections.ts";

export type NavSection = KnownCitySection;

/** Spec: the six links members see in the top navigation, in this order. */
export const navSections: readonly NavSection[] = citySections.filter(
  (section) => section.inNavigation,
);

/**
 * The links point at shortcuts (/feed) that redirect to /city/gold-coast/feed, so
 * a link counts as current on the shortcut and on any city's page of that section,
 * its sub-pages included (/city/cape-town/restaurant/new is Dining's).
 */
export function isSectionActive(section: NavSection, pathname: string) {
  if (pathname === section.shortcut || pathname.startsWith(`${section.shortcut}/`)) return true;
  const [, root, , segment] = pathname.split("/");
  return root === "city" && segment !== undefined && sectionAtSegment(segment)?.section === section;
}
