import {
  citySectionPath,
  type ShortcutName,
  sectionOfShortcut,
} from "../../../contracts/city-sections.ts";
import type { Viewer } from "../../../contracts/profiles.ts";
import { activeCitySlug } from "../../lib/use-viewer.ts";

/** What is known about the signed-in user while a shortcut resolves. */
export type ViewerLookup =
  | { state: "loading" }
  | { state: "failed" }
  | { state: "ready"; viewer: Viewer | null };

// A hand-typed ?city= that cannot be a slug is ignored rather than put into a path.
const citySlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isShortcutName = (value: string): value is ShortcutName =>
  sectionOfShortcut(value) !== undefined;

/**
 * Product decision 6: where a section's shortcut (/feed, /properties, ...) leads.
 * The ?city= parameter wins; visitors may follow it only into a public directory
 * (decision 9), otherwise they sign in; members go to their active community;
 * anyone else (or a failed lookup) to /communities.
 * Returns null while the answer still depends on who is signed in.
 */
export function resolveShortcut(
  shortcut: ShortcutName,
  cityParam: string | null,
  lookup: ViewerLookup,
): string | null {
  const section = sectionOfShortcut(shortcut);
  if (!section) throw new Error(`No section has the shortcut /${shortcut}`);
  const cityPath = (slug: string) => citySectionPath(slug, section);
  const normalized = cityParam?.trim().toLowerCase() ?? "";
  const city = citySlugPattern.test(normalized) ? normalized : null;
  if (city && section.visibility === "public") return cityPath(city);
  if (lookup.state === "loading") return null;
  if (lookup.state === "failed") return city ? cityPath(city) : "/communities";
  if (!lookup.viewer) return "/auth";
  if (city) return cityPath(city);
  const active = activeCitySlug(lookup.viewer);
  return active ? cityPath(active) : "/communities";
}
