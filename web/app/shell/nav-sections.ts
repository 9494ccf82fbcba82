import {
  CalendarDays,
  House,
  type LucideIcon,
  Newspaper,
  ShoppingBag,
  Store,
  UtensilsCrossed,
} from "lucide-react";

export type NavSection = {
  label: string;
  /** The shortcut route, which resolves to the viewer's active community. */
  to: string;
  /** Path segments under /city/:city/ that belong to this section. */
  citySegments: readonly string[];
  icon: LucideIcon;
};

/** Spec: the six links members see in the top navigation, in this order. */
export const navSections: readonly NavSection[] = [
  { label: "Feed", to: "/feed", citySegments: ["feed"], icon: Newspaper },
  { label: "Marketplace", to: "/marketplace", citySegments: ["marketplace"], icon: Store },
  { label: "Properties", to: "/properties", citySegments: ["property"], icon: House },
  { label: "Events", to: "/events", citySegments: ["events"], icon: CalendarDays },
  // Restaurant pages live under /dining and /restaurant/new (product decision 3).
  { label: "Dining", to: "/dining", citySegments: ["dining", "restaurant"], icon: UtensilsCrossed },
  { label: "Shopping", to: "/shopping", citySegments: ["shopping", "shop"], icon: ShoppingBag },
];

/**
 * The links point at shortcuts (/feed) that redirect to /city/gold-coast/feed, so
 * a link counts as current on the shortcut and on any city's page of that section.
 */
export function isSectionActive(section: NavSection, pathname: string) {
  if (pathname === section.to || pathname.startsWith(`${section.to}/`)) return true;
  const [, root, , segment] = pathname.split("/");
  return root === "city" && segment !== undefined && section.citySegments.includes(segment);
}
