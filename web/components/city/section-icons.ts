import {
  CalendarDays,
  House,
  type LucideIcon,
  Newspaper,
  ShoppingBag,
  Store,
  UtensilsCrossed,
  Vote,
} from "lucide-react";
import type { CitySectionSlug } from "../../../contracts/city-sections.ts";

/** Each city section's icon; a section's sub-pages (restaurant, shop) share it. */
export const sectionIcons: Record<CitySectionSlug, LucideIcon> = {
  feed: Newspaper,
  polls: Vote,
  marketplace: Store,
  property: House,
  events: CalendarDays,
  dining: UtensilsCrossed,
  shopping: ShoppingBag,
};
