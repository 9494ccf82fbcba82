import { sectionShortcuts } from "../../../contracts/communities.ts";
import type { Viewer } from "../../../contracts/profiles.ts";
import { activeCitySlug } from "../profiles/use-viewer.ts";

export type ShortcutSection = keyof typeof sectionShortcuts;

/** What is known about the signed-in user while a shortcut resolves. */
export type ViewerLookup =
  | { state: "loading" }
  | { state: "failed" }
  | { state: "ready"; viewer: Viewer | null };

// Product decision 9: the directories are public; the feed and polls are members only.
const publicDirectories: ReadonlySet<ShortcutSection> = new Set([
  "marketplace",
  "properties",
  "events",
  "dining",
  "shopping",
]);

// A hand-typed ?city= that cannot be a slug is ignored rather than put into a path.
const citySlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isShortcutSection = (value: string): value is ShortcutSection =>
  Object.hasOwn(sectionShortcuts, value);

const cityPath = (slug: string, section: ShortcutSection) =>
  `/city/${encodeURIComponent(slug)}/${sectionShortcuts[section]}`;

/**
 * Product decision 6: where /feed, /polls, /marketplace, /properties, /events,
 * /dining and /shopping lead. The ?city= parameter wins; visitors may follow it
 * only into a public directory, otherwise they sign in; members go to their
 * active community; anyone else (or a failed lookup) to /communities.
 * Returns null while the answer still depends on who is signed in.
 */
export function resolveShortcut(
  section: ShortcutSection,
  cityParam: string | null,
  lookup: ViewerLookup,
): string | null {
  const normalized = cityParam?.trim().toLowerCase() ?? "";
  const city = citySlugPattern.test(normalized) ? normalized : null;
  if (city && publicDirectories.has(section)) return cityPath(city, section);
  if (lookup.state === "loading") return null;
  if (lookup.state === "failed") return city ? cityPath(city, section) : "/communities";
  if (!lookup.viewer) return "/auth";
  if (city) return cityPath(city, section);
  const active = activeCitySlug(lookup.viewer);
  return active ? cityPath(active, section) : "/communities";
}
