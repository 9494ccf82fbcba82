import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import type { Message } from "../../../contracts/i18n/define-messages.ts";
import type { Contact, EntryPhoto, Seller } from "../../../contracts/listing-parts.ts";
import type { Badge } from "../../components/ui/badge.tsx";
import {
  formatListingPrice,
  formatPropertyPrice,
  type PriceFormat,
} from "../../lib/format-price.ts";
import type { SchemaLoader } from "../../lib/use-form-with-schema.ts";
import type { Directory, DirectoryBasics, EntryRef, Words } from "./directory.ts";

// The listing directories' config (issue 29): the marketplace and properties, and any
// directory made with listings.tsx. Their detail page (detail/listing-detail-page.tsx) and
// form (form/listing-kind-form.tsx) are drawn from a `listing` alone.

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
  /** Its name as a fact, a filter and (unless `formLabel`) in the form. */
  label: Message;
  options: Readonly<Record<string, Message>>;
  /** false: a fact on its page but no badge above its title (the marketplace's condition). */
  badge?: false;
  /** Its name in the form where that is longer ("Property type" beside the fact's "Type"). */
  formLabel?: Message;
  /** The select's empty option, "Choose a {what}" (directoryWords.choose); its field by default. */
  chooseWhat?: string;
  /** Radio buttons in the form, the first option checked on a new entry, instead of a select. */
  radio?: true;
  /**
   * Chosen once, when it is created: the edit form shows it disabled, with this note, and
   * sends none (a property's listing type).
   */
  fixed?: Message;
}

/** A choice's value in the page's language ("plumbing" -> "Plumbing"), or as stored. */
export const choiceLabel = (choice: ListingChoice, entry: object, intl: Words) => {
  const value = String((entry as Record<string, unknown>)[choice.field] ?? "");
  const label = choice.options[value];
  return label ? intl.formatMessage(label) : value;
};

/**
 * A choice only the owner changes, from its page rather than the form: the first badge, a
 * fact, and the owner's way to change it, which POSTs `{ [field]: value }` to
 * /api/{api}/{id}/{field}.
 */
export interface ListingStatus extends ListingChoice {
  tones: Readonly<Record<string, NonNullable<ComponentProps<typeof Badge>["tone"]>>>;
  /**
   * "select": any value from a select (a property's status). Or "Mark as …" buttons for the
   * values each value may move to (the marketplace's Available, Reserved, Sold), with their icons.
   */
  change:
    | "select"
    | {
        moves: Readonly<Record<string, readonly string[]>>;
        mark: Readonly<Record<string, { label: Message; icon: LucideIcon }>>;
      };
}

/** A fact on the entry's page beyond its choices: "Bedrooms: 3", "Floor area: 210 sqm". */
export interface ListingFact {
  label: Message;
  /** What the entry says of it, in the page's language. */
  value: (entry: ListingEntry & Record<string, unknown>, intl: Words) => ReactNode;
}

/** One of a form's own fields after its choices and price. */
export interface ListingField {
  field: string;
  label: Message;
  /**
   * "number": an empty field is sent as null; `step` 1 asks for whole numbers.
   * "list": one comma-separated line (the contract splits it); a list on an edit.
   * Text by default.
   */
  kind?: "number" | "list";
  step?: number;
  type?: "tel" | "email";
  autoComplete?: string;
  hint?: Message;
  /** Its value on an edit where the entry does not hold it as `field` (its contact's phone). */
  from?: (entry: ListingEntry) => string | null | undefined;
  /**
   * On an edit, sent only if the owner typed in it: the page shows a fallback the entry
   * does not hold (the lister's own email where the property has none).
   */
  onlyIfTyped?: true;
}

/**
 * A directory like the marketplace drawn wholly by the kernel (issue 29): up to 8 photos,
 * a title, a description, its choices and, if it has one, a price. Its pages are the
 * standard ones (`standardPages` in contracts/city-sections.ts, standard-pages.tsx), or
 * its own routes' (marketplace-detail-pages.tsx, properties-detail-pages.tsx).
 */
export interface ListingDirectory extends Directory<ListingEntryCard> {
  listing: {
    /** The contract's input schema, loaded on first use. */
    schema: SchemaLoader<Record<string, unknown>, object>;
    /** The edit form's schema, where it differs (without a `fixed` choice); `schema` by default. */
    editSchema?: SchemaLoader<Record<string, unknown>, object>;
    choices: readonly ListingChoice[];
    /**
     * Whether its entries carry a price (the form's field, the card, the price filters):
     * true shows it to the cent, "whole" without cents unless it has them ("$1,250,000").
     */
    price: boolean | "whole";
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
      /** The entry's field naming its owner: "seller" by default (a property's "lister"). */
      field?: string;
      /** "tel": the phone button calls ("Call"); by default it texts ("Text Seller"). */
      phone?: "sms" | "tel";
    };
    /** A status the owner sets from the entry's page; none by default. */
    status?: ListingStatus;
    /** Where a new entry's author lands: its page (the default) or the list (marketplace). */
    afterCreate?: "list" | "detail";
    /** A line under the price with a pin: these fields, those it has, joined by commas. */
    address?: readonly string[];
    /** Facts after its choices and status (a property's rooms and areas). */
    facts?: readonly ListingFact[];
    /**
     * The last fact: by default "Posted" with the day and time; this term with the day
     * alone (a property's "Listed").
     */
    postedDay?: Message;
    /** A section of the strings in this field as badges, after the description ("Features"). */
    tags?: { field: string; label: Message };
    /** The form's own fields after its choices and price, a row each. */
    fields?: readonly (readonly ListingField[])[];
  };
  /** Members keep it on their Saved list (its kind is `savable`, its server config `saved`). */
  saves?: true;
}

/**
 * What a listing's detail and form pages need of its directory: no list, cards or filters,
 * so a directory keeping its own list (the marketplace) loads none of it on an entry's page.
 */
export type ListingBasics = DirectoryBasics & Pick<ListingDirectory, "listing" | "saves">;

/** Who the entry belongs to: its seller, or the field its config names. */
export const ownerOf = (listing: ListingBasics["listing"], entry: ListingEntry): Seller =>
  (entry as unknown as Record<string, Seller>)[listing.owner.field ?? "seller"] ?? entry.seller;

/** An entry's price as its directory writes it: "$1,250.00", or "whole" "$1,250,000". */
export const priceOf = (
  listing: Pick<ListingBasics["listing"], "price">,
  amount: number,
  where: PriceFormat,
  language: string,
) =>
  listing.price === "whole"
    ? formatPropertyPrice(amount, where, language)
    : formatListingPrice(amount, where, language);
