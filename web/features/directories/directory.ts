import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { PlaceEntryCard } from "../../../contracts/business-parts.ts";
import type { CitySectionSlug } from "../../../contracts/city-sections.ts";

/** What every directory's card carries: enough to link to its page. */
export interface EntryRef {
  id: string;
  citySlug: string;
}

/** A list's page as the API answers it: `{ items, nextCursor }`. */
export interface EntryPage<Card> {
  items: Card[];
  nextCursor: string | null;
}

/** The filters being chosen, by their name in the address ("category": "furniture"). */
export type FilterDraft = Record<string, string>;

/** The spec's words for a directory, from its contract (`marketplaceMessages`, …). */
export interface DirectoryMessages {
  loginToCreate: string;
  cityNotFound: string;
  fetchError: string;
  noItems: string;
  notFound: string;
  notOwner: string;
  created: string;
  updated: string;
  createError: string;
  updateError: string;
  deleteConfirm: string;
}

/**
 * One directory (decisions 023, 027, 061): the marketplace, properties, dining and
 * shopping are one kernel (this folder) run with four of these. Everything a page
 * says or links to that differs between them is here; the pages themselves are shared.
 */
export interface Directory<Card extends EntryRef = EntryRef> {
  /** The section's word in the pages' paths and the city-sections table. */
  section: Extract<CitySectionSlug, "marketplace" | "property" | "dining" | "shopping">;
  /** The API's collection: /api/cities/{city}/{api}, /api/{api}/{id} (decision 061). */
  api: "marketplace-items" | "properties" | "restaurants" | "shops";
  /** One entry in labels: "listing", "property", "restaurant", "shop". */
  what: string;
  /** The section's title: "Marketplace", "Properties", "Dining", "Shopping". */
  title: string;
  /** The banner's line under the title. */
  intro: string;
  paths: {
    list: (city: string) => string;
    detail: (city: string, id: string) => string;
    edit: (city: string, id: string) => string;
    create: (city: string) => string;
  };
  messages: DirectoryMessages;
  list: DirectoryList<Card>;
  /** The dashboard's tab of every city's entries (/admin, Marketplace and Properties). */
  admin?: {
    /** /api/admin/{path}. */
    path: "listings" | "properties";
    /** "listings", "properties". */
    many: string;
    /** "Category", "Type": the row's kind, named. */
    kindTerm: string;
    /** The kind's words: "furniture" -> "Furniture". */
    kindLabel: (value: string) => string;
  };
  /** The community profile's card: the city's latest 3 (decision 023). */
  preview: {
    /** The city's newest 3, as the preview asks for them. */
    useLatest: (city: string) => {
      isPending: boolean;
      isError: boolean;
      items: readonly Card[] | undefined;
    };
    emptyText: string;
    /** The line under each entry's title, in the page's language: its price, its kind. */
    line: (card: Card, language: string) => string;
    title: (card: Card) => string;
  };
}

/** The list page's parts (/city/:city/marketplace, …). */
export interface DirectoryList<Card extends EntryRef> {
  /** "Create New Listing", "List Property", "Add Restaurant", "Add Shop". */
  addLabel: string;
  /** Dining and shopping show their Add link only to signed-in viewers (spec). */
  addOnlySignedIn: boolean;
  /** The filters' landmark: "Filter the marketplace". */
  filterLabel: string;
  /** The results' heading for screen readers and its id. */
  heading: { id: string; text: string };
  search: { label: string; placeholder: string };
  /** The grid's name for screen readers. */
  resultsLabel: (cityName: string) => string;
  /** The filters in the address and the API's query, in the API's order; "q" is the search box. */
  filterKeys: readonly string[];
  /** A row of tabs that each filter one key (properties: All, For Sale, For Rent). */
  tabs?: { key: string; label: string; options: readonly { value: string; label: string }[] };
  /** The panel's fields, given the draft and a setter per key. */
  filterFields: (draft: FilterDraft, set: (key: string) => (value: string) => void) => ReactNode;
  /** The city's entries for the applied filters, a page at a time. */
  useEntries: (
    city: string,
    filters: FilterDraft,
    options?: { limit?: number },
  ) => UseInfiniteQueryResult<InfiniteData<EntryPage<Card>, unknown>, Error>;
  /** A card in the grid, given the entry's page. */
  card: (card: Card, path: string) => ReactNode;
}

/**
 * Dining and shopping (decision 027): one photo, a cuisine or category, a price range
 * and hours; the API's collection doubles as their query keys.
 */
export interface PlaceDirectory extends Directory<PlaceEntryCard> {
  api: "restaurants" | "shops";
  /** "Cuisine", "Category": the card badge's and the detail's label. */
  kindLabel: string;
  messages: DirectoryMessages & { add: string; loadError: string };
}

export const cityPath = (city: string) => `/city/${encodeURIComponent(city)}`;
