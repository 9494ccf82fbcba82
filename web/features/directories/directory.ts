import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import type { PlaceEntryCard } from "../../../contracts/business-parts.ts";
import type { CitySectionSlug } from "../../../contracts/city-sections.ts";
import type { DirectoryAdminTab, DirectoryKind } from "../../../contracts/directory-kinds.ts";
import type { Message } from "../../../contracts/i18n/define-messages.ts";
import type { Contact, EntryPhoto, Seller } from "../../../contracts/listing-parts.ts";
import type { Badge } from "../../components/ui/badge.tsx";
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

/** A listing-like entry's card (a set of photos, a title, a price): what the kernel draws. */
export interface ListingEntryCard extends EntryRef {
  title: string;
  excerpt: string;
  /** null when the directory has no price. */
  price: number | null;
  locale: string;
  currency: string;
  thumbnailUrl: string | null;
  seller: Seller;
  createdAt: string;
}

/** A listing-like entry's page, as its detail and edit pages read it. */
export interface ListingEntry extends EntryRef {
  title: string;
  description: string;
  price: number | null;
  locale: string;
  currency: string;
  photos: EntryPhoto[];
  seller: Seller;
  contact: Contact | null;
  createdAt: string;
  saved: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

/** One of a listing directory's own choices: a select in the form, a filter, a badge, a fact. */
export interface ListingChoice {
  /** The field in the input, the card and the list's query ("category"). */
  field: string;
  label: Message;
  options: Readonly<Record<string, Message>>;
  /** false: a fact on its page but no badge above its title (the marketplace's condition). */
  badge?: false;
}

/** A choice's value in the page's language ("plumbing" -> "Plumbing"), or as stored. */
export const choiceLabel = (choice: ListingChoice, entry: object, intl: Words) => {
  const value = String((entry as Record<string, unknown>)[choice.field] ?? "");
  const label = choice.options[value];
  return label ? intl.formatMessage(label) : value;
};

/**
 * A choice only the owner changes, from its page rather than the form (the marketplace's
 * Available, Reserved, Sold): the first badge, a fact, and the owner's "Mark as …"
 * buttons, which POST `{ [field]: value }` to /api/{api}/{id}/{field}.
 */
export interface ListingStatus extends ListingChoice {
  tones: Readonly<Record<string, NonNullable<ComponentProps<typeof Badge>["tone"]>>>;
  /** The values the owner may move to from each value. */
  moves: Readonly<Record<string, readonly string[]>>;
  /** Each value's button: "Mark as sold", with its icon. */
  mark: Readonly<Record<string, { label: Message; icon: LucideIcon }>>;
}

/**
 * A directory like the marketplace drawn wholly by the kernel (issue 29): up to 8 photos,
 * a title, a description, its choices and, if it has one, a price. Its pages are the
 * standard ones (`standardPages` in contracts/city-sections.ts, standard-pages.tsx).
 */
export interface ListingDirectory extends Directory<ListingEntryCard> {
  listing: {
    /** The contract's input schema, loaded on first use. */
    schema: SchemaLoader<Record<string, unknown>, object>;
    choices: readonly ListingChoice[];
    /** Whether its entries carry a price (the form's field, the card, the price filters). */
    price: boolean;
    /** The create page's line under its title, given {city}. */
    newIntro: Message;
    /** The submit button's words for a new one ("Add Service"). */
    create: Message;
    /** "the service": "Could not load the service: …". */
    theEntry: Message;
    /**
     * Its owner's caption ("Provider"), contact buttons, what a visitor is told instead, and
     * whether the messages button says "Message seller" or (by default) "Message owner".
     */
    owner: {
      caption: Message;
      email: Message;
      text: Message;
      loginToContact: Message;
      who?: "seller" | "owner";
    };
    /** A status the owner sets from the entry's page; none by default. */
    status?: ListingStatus;
    /** Where a new entry's author lands: its page (the default) or the list (marketplace). */
    afterCreate?: "list" | "detail";
  };
  /** Members keep it on their Saved list (its kind is `savable`, its server config `saved`). */
  saves?: true;
}

/**
 * What a listing's detail and form pages need of its directory: no list, cards or filters,
 * so a directory keeping its own list (the marketplace) loads none of it on an entry's page.
 */
export type ListingBasics = DirectoryBasics & Pick<ListingDirectory, "listing" | "saves">;

/** One entry of each directory, as the shared words' selects name it. */
export type EntryWhat = DirectoryKind;

export const cityPath = (city: string) => `/city/${encodeURIComponent(city)}`;
