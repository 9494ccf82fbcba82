/**
 * The sections of a city, in the order the product lists them. Everything that
 * names a section (routes, shortcuts, the navigation, the placeholders, the
 * community profile's previews, who may open it) derives from this one table, so
 * a new section is one more row.
 */
export interface CitySection {
  /** The section's pages live under /city/{city}/{slug}. */
  slug: string;
  /** As a title and a link: "Properties", "Marketplace in Miami". */
  label: string;
  /** Product decision 6: resolves to the section of the viewer's (or ?city=) community. */
  shortcut: `/${string}`;
  /**
   * Product decision 9: the directories are public to read; the rest is members only.
   * A shortcut with ?city= takes visitors into a public section only.
   */
  visibility: "public" | "members";
  /** One of the six links members see in the top navigation. */
  inNavigation: boolean;
  /** What the section holds, for its placeholder and its preview card. */
  description: string;
  /** Other path segments under /city/{city}/ whose pages belong to this section. */
  subPages?: readonly { slug: string; label: string }[];
  /**
   * The section's pages exist (web/app/directory-routes.ts routes them); an address under it
   * that no page matches goes to its list instead of the "on its way" placeholder.
   */
  built?: true;
  /**
   * A directory whose pages are the kernel's at the standard paths, /city/{city}/{slug},
   * /new, /{id} and /{id}/edit: web/app/directory-routes.ts makes them from its web config
   * (a place's `form` or a listing's `listing`, web/features/directories/standard-pages.tsx).
   */
  standardPages?: true;
}

export const citySections = [
  {
    slug: "feed",
    label: "Feed",
    shortcut: "/feed",
    visibility: "members",
    inNavigation: true,
    description: "Posts, photos, reactions and comments from your neighbours.",
  },
  {
    slug: "polls",
    label: "Polls",
    shortcut: "/polls",
    visibility: "members",
    inNavigation: false,
    description: "Have your say on what matters locally, and see how the community voted.",
  },
  {
    slug: "marketplace",
    label: "Marketplace",
    shortcut: "/marketplace",
    visibility: "public",
    inNavigation: true,
    description: "Buy, sell and swap secondhand finds with people nearby.",
    built: true,
  },
  {
    slug: "property",
    label: "Properties",
    shortcut: "/properties",
    visibility: "public",
    inNavigation: true,
    description: "Homes and rooms for sale or rent, listed by locals.",
    built: true,
  },
  {
    slug: "events",
    label: "Events",
    shortcut: "/events",
    visibility: "public",
    inNavigation: true,
    description: "Beach clean-ups, markets and meetups, with RSVPs and calendar links.",
  },
  {
    slug: "dining",
    label: "Dining",
    shortcut: "/dining",
    visibility: "public",
    inNavigation: true,
    description: "Cafés and restaurants your neighbours recommend.",
    // Product decision 3: a new restaurant is /city/{city}/restaurant/new.
    subPages: [{ slug: "restaurant", label: "Restaurants" }],
    built: true,
  },
  {
    slug: "shopping",
    label: "Shopping",
    shortcut: "/shopping",
    visibility: "public",
    inNavigation: true,
    description: "Local shops, boutiques and makers worth a visit.",
    // Product decision 4: shops live under /city/{city}/shop/.
    subPages: [{ slug: "shop", label: "Shops" }],
    built: true,
  },
] as const satisfies readonly CitySection[];

export type KnownCitySection = (typeof citySections)[number];
export type CitySectionSlug = KnownCitySection["slug"];
/** "feed", "properties": a shortcut's path without its slash. */
export type ShortcutName = KnownCitySection["shortcut"] extends `/${infer Name}` ? Name : never;

/** /city/{city}/{section}, the page a shortcut or a link leads to. */
export const citySectionPath = (citySlug: string, section: Pick<CitySection, "slug">) =>
  `/city/${encodeURIComponent(citySlug)}/${section.slug}`;

/** The section whose shortcut is /{name}, if any. */
export const sectionOfShortcut = (name: string): KnownCitySection | undefined =>
  citySections.find((section) => section.shortcut === `/${name}`);

/**
 * The section a path segment under /city/{city}/ belongs to, with the title of
 * that page: "restaurant" is Dining's, titled "Restaurants".
 */
export function sectionAtSegment(
  segment: string,
): { section: KnownCitySection; label: string } | undefined {
  for (const section of citySections) {
    if (section.slug === segment) return { section, label: section.label };
    const subPage =
      "subPages" in section ? section.subPages.find((page) => page.slug === segment) : undefined;
    if (subPage) return { section, label: subPage.label };
  }
  return undefined;
}
