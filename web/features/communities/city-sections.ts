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

export type CitySection = {
  /** As a title: "Marketplace in Miami". */
  label: string;
  icon: LucideIcon;
  /** What the section will hold, for its placeholder and preview card. */
  promise: string;
};

/** The path segments under /city/:city/ that later issues fill, keyed by segment. */
export const citySections = {
  feed: {
    label: "Feed",
    icon: Newspaper,
    promise: "Posts, photos, reactions and comments from your neighbours.",
  },
  polls: {
    label: "Polls",
    icon: Vote,
    promise: "Have your say on what matters locally, and see how the community voted.",
  },
  marketplace: {
    label: "Marketplace",
    icon: Store,
    promise: "Buy, sell and swap secondhand finds with people nearby.",
  },
  property: {
    label: "Properties",
    icon: House,
    promise: "Homes and rooms for sale or rent, listed by locals.",
  },
  events: {
    label: "Events",
    icon: CalendarDays,
    promise: "Beach clean-ups, markets and meetups, with RSVPs and calendar links.",
  },
  dining: {
    label: "Dining",
    icon: UtensilsCrossed,
    promise: "Cafés and restaurants your neighbours recommend.",
  },
  shopping: {
    label: "Shopping",
    icon: ShoppingBag,
    promise: "Local shops, boutiques and makers worth a visit.",
  },
  restaurant: {
    label: "Restaurants",
    icon: UtensilsCrossed,
    promise: "Cafés and restaurants your neighbours recommend.",
  },
  shop: {
    label: "Shops",
    icon: ShoppingBag,
    promise: "Local shops, boutiques and makers worth a visit.",
  },
} as const satisfies Record<string, CitySection>;

export type CitySectionSegment = keyof typeof citySections;

export const isCitySection = (value: string): value is CitySectionSegment =>
  Object.hasOwn(citySections, value);
