import { searchLimits } from "../../../contracts/search-limits.ts";

// Recent searches stay on this device (issue 34): localStorage, per city, newest first.
// Nothing is sent to the server; a browser that refuses storage simply keeps none.

const key = (city: string) => `coastal.recentSearches.${city}`;

export function recentSearches(city: string): string[] {
  try {
    const stored = JSON.parse(localStorage.getItem(key(city)) ?? "[]");
    return Array.isArray(stored)
      ? stored.filter((q): q is string => typeof q === "string").slice(0, searchLimits.recent)
      : [];
  } catch {
    return [];
  }
}

export function rememberSearch(city: string, q: string) {
  const words = q.trim();
  if (!words) return;
  const kept = recentSearches(city).filter((old) => old.toLowerCase() !== words.toLowerCase());
  try {
    localStorage.setItem(key(city), JSON.stringify([words, ...kept].slice(0, searchLimits.recent)));
  } catch {
    // Storage full or refused: the search still runs.
  }
}

export function forgetSearches(city: string) {
  try {
    localStorage.removeItem(key(city));
  } catch {
    // Nothing to forget.
  }
}
