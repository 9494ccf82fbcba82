// The pages the server draws with their data (decision 040; issue 37), one row each: the
// route's pattern and, for an address it matches, each query its first screen reads, as
// [the API's address, the query key the page's hook keeps the answer under, and the hook's
// data made from the answer]. The keys and data come from the hooks' own files, so the
// browser's first render finds exactly what the server drew from (React errors 418/419
// otherwise). A page is drawn only when the API answers every part with 200 for this browser.
import type { QueryKey } from "@tanstack/react-query";
import type { Params } from "react-router";
import { eventLimits } from "../../contracts/events-rules.ts";
import { tagFromQuery } from "../../contracts/mentions-rules.ts";
import type { MeResponse } from "../../contracts/profiles.ts";
import {
  pendingRequestsOf,
  pendingRequestsPath,
  pendingRequestsQueryKey,
} from "../features/admin/use-pending-requests.ts";
import { dining } from "../features/directories/dining.tsx";
import type { Directory } from "../features/directories/directory.ts";
import { appliedFilters } from "../features/directories/list/url-filters.ts";
import { listingsListKey, listingsListPath } from "../features/directories/list-query.ts";
import { marketplace } from "../features/directories/marketplace.tsx";
import { properties } from "../features/directories/properties.tsx";
import { shopping } from "../features/directories/shopping.tsx";
import {
  marketplaceItemPath,
  marketplaceItemQueryKey,
} from "../features/directories/use-marketplace-items.ts";
import { placesListKey, placesListPath } from "../features/directories/use-places.ts";
import { propertyPath, propertyQueryKey } from "../features/directories/use-properties.ts";
import { eventsListKey, eventsPath } from "../features/events/use-events.ts";
import { inboxPath, inboxQueryKey } from "../features/messages/use-conversations.ts";
import {
  type FeedPage,
  feedPath,
  firstFeedPage,
  taggedFeedKey,
} from "../features/posts/use-posts.ts";
import { searchAddress, searchPath, searchQueryKey } from "../features/search/use-search.ts";
import { cityApiPath, cityQueryKey } from "../lib/use-city.ts";
import { viewerQueryKey } from "../lib/use-viewer.ts";

/** One query of a drawn page. */
export interface FirstScreenPart {
  /** GET of the API, asked with the browser's cookie. */
  path: string;
  /** Where the page's hook looks for it. */
  key: QueryKey;
  /** The hook's data from the API's answer; the answer itself when absent. */
  data?: (answer: never) => unknown;
}

export interface FirstScreenPage {
  /** As in the route table (web/app/router.tsx, directory-routes.ts). */
  pattern: string;
  /** The parts of one address, or null when this address is not drawn. */
  parts: (params: Params, search: URLSearchParams) => FirstScreenPart[] | null;
}

/** Who is asking: every page's nav and gate read it (a visitor's is null, still a 200). */
const viewer: FirstScreenPart = {
  path: "/api/me",
  key: viewerQueryKey,
  data: (me: MeResponse) => me.viewer,
};

/** The viewer and the city, which every city page reads before its content. */
const cityParts = (slug: string): FirstScreenPart[] => [
  viewer,
  { path: cityApiPath(slug), key: cityQueryKey(slug) },
];

/** An infinite query's data holding the one page the server asked for. */
const firstPage = (page: never) => ({ pages: [page], pageParams: [null] });

/** A city page: the viewer, the city and the page's own parts. */
const cityPage = (
  pattern: string,
  own: (city: string, search: URLSearchParams, params: Params) => FirstScreenPart[] | null,
): FirstScreenPage => ({
  pattern,
  parts: (params, search) => {
    const slug = params.city;
    const parts = slug ? own(slug, search, params) : null;
    return slug && parts ? [...cityParts(slug), ...parts] : null;
  },
});

/** A directory's list (the kernel's DirectoryListPage): its filters are the address's. */
const directoryList = (
  directory: Pick<Directory, "section" | "api"> & { list: Pick<Directory["list"], "filterKeys"> },
  list: (api: string, city: string, filters: Record<string, string>) => FirstScreenPart,
) =>
  cityPage(`/city/:city/${directory.section}`, (city, search) => [
    list(directory.api, city, appliedFilters(search, directory.list.filterKeys)),
  ]);

/** The marketplace's, properties' and every listingDirectory()'s lists (list-query.ts). */
const listingList = (api: string, city: string, filters: Record<string, string>) => ({
  path: listingsListPath(api, city, filters),
  key: listingsListKey(api, city, filters),
  data: firstPage,
});

/** Dining's and shopping's lists (use-places.ts). */
const placeList = (api: string, city: string, filters: Record<string, string>) => ({
  path: placesListPath(api as "restaurants" | "shops", city, filters),
  key: placesListKey(api as "restaurants" | "shops", city, filters),
  data: firstPage,
});

export const firstScreens: readonly FirstScreenPage[] = [
  // The feed, or one #tag's posts (issue 35): the server's compact page completed.
  cityPage("/city/:city/feed", (city, search) => {
    const tag = tagFromQuery(search.get("tag") ?? "") ?? undefined;
    return [
      {
        path: feedPath(city, null, tag),
        key: taggedFeedKey(city, tag),
        data: (page: FeedPage) => firstFeedPage(page),
      },
    ];
  }),
  cityPage("/city/:city/marketplace/:id", (_city, _search, { id }) =>
    id && id !== "new"
      ? [{ path: marketplaceItemPath(id), key: marketplaceItemQueryKey(id) }]
      : null,
  ),
  cityPage("/city/:city/property/:id", (_city, _search, { id }) =>
    id && id !== "new" ? [{ path: propertyPath(id), key: propertyQueryKey(id) }] : null,
  ),
  directoryList(marketplace, listingList),
  directoryList(properties, listingList),
  directoryList(dining, placeList),
  directoryList(shopping, placeList),
  // Upcoming or Past, as ?tab= chooses (useTabParam: anything else is Upcoming).
  cityPage("/city/:city/events", (city, search) => {
    const when = search.get("tab") === "past" ? "past" : "upcoming";
    return [
      {
        path: eventsPath(city, when, null, eventLimits.pageSize),
        key: eventsListKey(city, when),
        data: firstPage,
      },
    ];
  }),
  // Without words the page asks nothing more: it shows the prompt.
  cityPage("/city/:city/search", (city, search) => {
    const { q, section, sort } = searchAddress(search);
    if (!q) return [];
    return [
      {
        path: searchPath(city, q, section, sort),
        key: searchQueryKey(city, q, section, sort),
        data: firstPage,
      },
    ];
  }),
  // The dashboard on its first tab, Pending Users, whose queue also gives the tab's count.
  // Anyone but an admin or a city moderator with a second factor is refused the queue (403),
  // so only staff get it drawn. Other tabs are drawn in the browser, as before.
  {
    pattern: "/admin",
    parts: (_params, search) =>
      (search.get("tab") ?? "pending-users") === "pending-users"
        ? [
            viewer,
            { path: pendingRequestsPath, key: pendingRequestsQueryKey, data: pendingRequestsOf },
          ]
        : null,
  },
  // A visitor is refused the conversations (401), so their inbox is never drawn.
  {
    pattern: "/messages",
    parts: () => [viewer, { path: inboxPath(null), key: inboxQueryKey, data: firstPage }],
  },
];
