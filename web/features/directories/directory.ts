import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { PlaceEntryCard } from "../../../contracts/business-parts.ts";
import type { CitySectionSlug } from "../../../contracts/city-sections.ts";
import type { DirectoryAdminTab, DirectoryKind } from "../../../contracts/directory-kinds.ts";
import type { Message } from "../../../contracts/i18n/define-messages.ts";
import type { PriceFormat } from "../../lib/format-price.ts";
import type { useIntl } from "../../lib/i18n/use-intl.ts";
import type { SchemaLoader } from "../../lib/use-form-with-schema.ts";

/** The page's words, numbers and dates (decision 063), handed to a config's functions. */
export type Words = ReturnType<typeof useIntl>;

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
  loginToCreate: Message;
  cityNotFound: Message;
  fetchError: Message;
  noItems: Message;
  notFound: Message;
  notOwner: Message;
  created: Message;
  updated: Message;
  createError: Message;
  updateError: Message;
  deleteConfirm: Message;
}

/**
 * What an entry's page needs of its directory: its names, paths and words, without the
 * list's cards and filters, so a detail page does not load the list's code (decision 092).
 */
export type DirectoryBasics = Pick<
  Directory,
  "section" | "api" | "what" | "title" | "intro" | "paths" | "messages" | "entryWords"
>;

/**
 * The words an entry's pages say of it by its kind: "Edit Listing", "Manage this listing".
 * The four first directories are in the kernel's ICU selects; a new one gives its own.
 */
export interface EntryWords {
  edit: Message;
  backTo: Message;
  manageThis: Message;
  manageYour: Message;
  moderateThis: Message;
  deleteTitle: Message;
  deleteConfirm: Message;
}

/**
 * One directory (decisions 023, 027, 061): the marketplace, properties, dining and
 * shopping are one kernel (this folder) run with four of these. Everything a page
 * says or links to that differs between them is here; the pages themselves are shared.
 */
export interface Directory<Card extends EntryRef = EntryRef> {
  /** The section's word in the pages' paths and the city-sections table. */
  section: CitySectionSlug;
  /** The API's collection: /api/cities/{city}/{api}, /api/{api}/{id} (decision 061). */
  api: string;
  /** What one entry is, the key of the shared words' selects (directory-words.ts). */
  what: EntryWhat;
  /** The section's title: "Marketplace", "Properties", "Dining", "Shopping". */
  title: Message;
  /** The banner's line under the title. */
  intro: Message;
  paths: {
    list: (city: string) => string;
    detail: (city: string, id: string) => string;
    edit: (city: string, id: string) => string;
    create: (city: string) => string;
  };
  messages: DirectoryMessages;
  /** Its own "Edit Service", "Manage this service" …, where the kernel's selects lack its kind. */
  entryWords?: EntryWords;
  list: DirectoryList<Card>;
  /** The dashboard's tab of every city's entries (/admin, Marketplace and Properties). */
  admin?: {
    /** /api/admin/{path}. */
    path: string;
    /** Its tab's name (contracts/directory-kinds.ts). */
    tab: DirectoryAdminTab;
    /** "listings", "properties". */
    many: Message;
    /** "Category", "Type": the row's kind, named. */
    kindTerm: Message;
    /** The kind's words: "furniture" -> "Furniture", in the page's language. */
    kindLabel: (value: string, intl: Words) => string;
  };
  /** The community profile's card: the city's latest 3 (decision 023). */
  preview: {
    /** The city's newest 3, as the preview asks for them. */
    useLatest: (city: string) => {
      isPending: boolean;
      isError: boolean;
      items: readonly Card[] | undefined;
    };
    emptyText: Message;
    /** The line under each entry's title, in the page's language: its price, its kind. */
    line: (card: Card, intl: Words) => string;
    title: (card: Card) => string;
  };
}

/** The list page's parts (/city/:city/marketplace, …). */
export interface DirectoryList<Card extends EntryRef> {
  /** "Create New Listing", "List Property", "Add Restaurant", "Add Shop". */
  addLabel: Message;
  /** Dining and shopping show their Add link only to signed-in viewers (spec). */
  addOnlySignedIn: boolean;
  /** The filters' landmark: "Filter the marketplace". */
  filterLabel: Message;
  /** The results' heading for screen readers and its id. */
  heading: { id: string; text: Message };
  search: { label: Message; placeholder: Message };
  /** The grid's name for screen readers, given the city as {city}. */
  resultsLabel: Message;
  /** The filters in the address and the API's query, in the API's order; "q" is the search box. */
  filterKeys: readonly string[];
  /** A row of tabs that each filter one key (properties: All, For Sale, For Rent). */
  tabs?: { key: string; label: Message; options: readonly { value: string; label: Message }[] };
  /** The panel's fields, given the draft, a setter per key, the page's words and the city's money. */
  filterFields: (
    draft: FilterDraft,
    set: (key: string) => (value: string) => void,
    intl: Words,
    money: PriceFormat,
  ) => ReactNode;
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
  /** Its detail has Save (a directory whose kind is `savable` and server config has `saved`). */
  saves?: true;
  /**
   * Its create and edit form drawn from these fields (form/place-kind-form.tsx), for a
   * directory whose pages are the standard ones (`standardPages` in city-sections.ts).
   */
  form?: PlaceFormFields;
  /** "Cuisine", "Category": the card badge's and the detail's label. */
  kindLabel: Message;
  messages: DirectoryMessages & { add: Message; loadError: Message };
}

/** A place form's own fields beside the shared ones (name, description, price range ...). */
export interface PlaceFormFields {
  /** The contract's input schema, loaded on first use (its field for the kind, e.g. "category"). */
  schema: SchemaLoader<Record<string, string>, object>;
  kindField: string;
  /** The kind's choices, in the page's language. */
  kindOptions: (intl: Words) => readonly { value: string; label: string }[];
  /** Free-text opening hours, or none (a service is booked by phone). */
  hours?: { label: Message; placeholder: Message };
  /** The submit button's words for a new one ("Add Service"). */
  add: Message;
}

// The listing directories' config (a set of photos, a title, a price …) is in listing-config.ts.
export {
  choiceLabel,
  type ListingBasics,
  type ListingChoice,
  type ListingDirectory,
  type ListingEntry,
  type ListingEntryCard,
  type ListingFact,
  type ListingField,
  type ListingStatus,
  ownerOf,
  priceOf,
} from "./listing-config.ts";

/** One entry of each directory, as the shared words' selects name it. */
export type EntryWhat = DirectoryKind;

export const cityPath = (city: string) => `/city/${encodeURIComponent(city)}`;

/**
 * The standard paths: the list at /city/{city}/{list}, an entry at /city/{city}/{entry}/{id}
 * (and /edit), a new one at /city/{city}/{entry}/new; `entry` is `list` unless given
 * (shopping's /shop/). Dining's canonical /dining/restaurant/ is its own.
 */
export const sectionPaths = (list: string, entry = list): Directory["paths"] => ({
  list: (city) => `${cityPath(city)}/${list}`,
  detail: (city, id) => `${cityPath(city)}/${entry}/${encodeURIComponent(id)}`,
  edit: (city, id) => `${cityPath(city)}/${entry}/${encodeURIComponent(id)}/edit`,
  create: (city) => `${cityPath(city)}/${entry}/new`,
});
