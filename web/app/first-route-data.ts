import type { QueryClient } from "@tanstack/react-query";
import { prefetchCity } from "../lib/use-city.ts";
import { prefetchViewer } from "../lib/use-viewer.ts";

/** The sections whose entry's page is the directory kernel's, by their API collection. */
const listingApis: Readonly<Record<string, string>> = {
  marketplace: "marketplace-items",
  property: "properties",
};

/**
 * On the first page of a visit, asks for the data a city page needs at once, in
 * parallel and while the page's code is still arriving (decision 033), instead of one
 * request after another once the page has drawn: who is signed in, the city, and for
 * the feed, a listing and a property their content. The pages then find it in the query cache.
 * A visitor's wasted city request is the price: the city page sends them to /auth.
 */
export function prefetchFirstRouteData(queryClient: QueryClient, pathname: string) {
  let parts: string[];
  try {
    parts = pathname.split("/").map(decodeURIComponent);
  } catch {
    return;
  }
  // ["", "city", slug, section, id]
  const [, city, slug, section, id, ...more] = parts;
  if (city !== "city" || !slug) return;
  void prefetchViewer(queryClient);
  void prefetchCity(queryClient, slug);
  if (section === "feed" && id === undefined) {
    void import("../features/posts/use-posts.ts").then((feed) =>
      feed.prefetchFeed(queryClient, slug),
    );
  }
  const listing = listingApis[section ?? ""];
  if (listing && id && id !== "new" && !more.length) {
    void import("../features/directories/use-listings.ts").then((listings) =>
      listings.prefetchListing(queryClient, listing, id),
    );
  }
}
