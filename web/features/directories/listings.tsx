import type { CitySectionSlug } from "../../../contracts/city-sections.ts";
import type { DirectoryAdminTab } from "../../../contracts/directory-kinds.ts";
import type { Message } from "../../../contracts/i18n/define-messages.ts";
import { formatListingPrice } from "../../lib/format-price.ts";
import {
  choiceLabel,
  type DirectoryMessages,
  type EntryWhat,
  type EntryWords,
  type ListingDirectory,
  sectionPaths,
} from "./directory.ts";
import { anyOptions, DraftPriceRange, FilterSelect } from "./list/filter-fields.tsx";
import { ListingCard } from "./list/listing-card.tsx";
import { useListings } from "./use-listings.ts";

// A listing directory from its config alone (issue 29): the list with its filters, the card,
// the community profile's preview and the admin tab, at the standard paths
// /city/{city}/{section}[/new|/{id}|/{id}/edit]. standard-pages.tsx draws its pages.

/** What a new listing directory's web config says; the kernel makes the rest. */
export interface ListingConfig {
  section: CitySectionSlug;
  api: string;
  what: EntryWhat;
  title: Message;
  intro: Message;
  messages: DirectoryMessages;
  entryWords?: EntryWords;
  saves?: true;
  listing: ListingDirectory["listing"];
  /** The list's words: "Add Service", "Filter services", its heading, search box and grid. */
  words: {
    add: Message;
    filterLabel: Message;
    heading: Message;
    search: Message;
    placeholder: Message;
    /** The grid's name for screen readers, given {city}. */
    results: Message;
    /** "services": the admin tab's rows. */
    many: Message;
    /** The community profile's card when the city has none. */
    empty: Message;
  };
  /** Its admin dashboard tab (its row's `adminTab` in contracts/directory-kinds.ts). */
  adminTab?: DirectoryAdminTab;
}

/** The directory the kernel draws from a listing config. */
export function listingDirectory(config: ListingConfig): ListingDirectory {
  const { section, api, words, listing } = config;
  const [kind] = listing.choices;
  const directory: ListingDirectory = {
    ...config,
    paths: sectionPaths(section),
    admin: config.adminTab &&
      kind && {
        path: api,
        tab: config.adminTab,
        many: words.many,
        kindTerm: kind.label,
        kindLabel: (value, intl) => choiceLabel(kind, { [kind.field]: value }, intl),
      },
    list: {
      addLabel: words.add,
      addOnlySignedIn: false,
      filterLabel: words.filterLabel,
      heading: { id: `${section}-title`, text: words.heading },
      search: { label: words.search, placeholder: words.placeholder },
      resultsLabel: words.results,
      filterKeys: [
        "q",
        ...listing.choices.map((choice) => choice.field),
        ...(listing.price ? ["minPrice", "maxPrice"] : []),
      ],
      filterFields: (draft, set, intl, money) => (
        <>
          {listing.choices.map((choice) => (
            <FilterSelect
              key={choice.field}
              name={choice.field}
              label={intl.formatMessage(choice.label)}
              options={anyOptions(choice.options, intl)}
              draft={draft}
              set={set}
            />
          ))}
          {listing.price && <DraftPriceRange draft={draft} set={set} money={money} />}
        </>
      ),
      useEntries: (city, filters, options) => useListings(api, city, filters, options),
      card: (card, path) => <ListingCard directory={directory} entry={card} path={path} />,
    },
    preview: {
      useLatest: (city) => {
        const latest = useListings(api, city, {}, { limit: 3 });
        return { ...latest, items: latest.data?.pages[0]?.items };
      },
      emptyText: words.empty,
      title: (card) => card.title,
      line: (card, intl) =>
        card.price !== null
          ? formatListingPrice(card.price, card, intl.locale)
          : kind
            ? choiceLabel(kind, card, intl)
            : "",
    },
  };
  return directory;
}
