import { type ComponentType, createContext, useContext } from "react";

/** What a list page tells "Save this search" about the search it shows (issue 34). */
export interface SaveSearchProps {
  citySlug: string;
  /** The directory's section ("marketplace", "property", ...), or null for a whole-city search. */
  section: string | null;
  /** The list's filters as the address holds them (empty ones left out). */
  filters: Record<string, string>;
  query: string;
}

/**
 * The saved-searches feature's button, handed to the directories' list pages (and the
 * search page) by web/app (root-layout.tsx): web features never import each other.
 */
export const SaveSearchSlot = createContext<ComponentType<SaveSearchProps> | null>(null);

/** The button when the app provides one, else nothing. */
export function SaveSearch(props: SaveSearchProps) {
  const Button = useContext(SaveSearchSlot);
  return Button ? <Button {...props} /> : null;
}
