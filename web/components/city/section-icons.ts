import {
  CalendarDays,
  House,
  LayoutGrid,
  type LucideIcon,
  Newspaper,
  ShoppingBag,
  Store,
  UtensilsCrossed,
  Vote,
} from "lucide-react";
import { type CitySectionSlug, citySections } from "../../../contracts/city-sections.ts";

/**
 * Each city section's icon; a section's sub-pages (restaurant, shop) share it. A new
 * section (a directory that is only config) shows a plain grid until it is given one.
 */
export const sectionIcons: Record<CitySectionSlug, LucideIcon> = {
  ...(Object.fromEntries(citySections.map((section) => [section.slug, LayoutGrid])) as Record<
    CitySectionSlug,
    LucideIcon
  >),
  feed: Newspaper,
  polls: Vote,
  marketplace: Store,
  property: House,
  events: CalendarDays,
  dining: UtensilsCrossed,
  shopping: ShoppingBag,
};
