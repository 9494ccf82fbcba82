import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
} from "@tanstack/react-query";
import type { Post } from "../../../contracts/posts.ts";
import { postLimits } from "../../../contracts/posts-rules.ts";
import { api } from "../../lib/api.ts";

export type FeedPage = { items: Post[]; nextCursor: string | null };
export type FeedData = InfiniteData<FeedPage, string | null>;

export const feedQueryKey = (city: string) => ["feed", city] as const;

export const feedPath = (city: string, cursor: string | null) => {
  const query = new URLSearchParams({ limit: String(postLimits.pageSize) });
  if (cursor) query.set("cursor", cursor);
  return `/api/cities/${encodeURIComponent(city)}/posts?${query}`;
};

const feedQuery = (city: string) =>
  infiniteQueryOptions({
    queryKey: feedQueryKey(city),
    queryFn: ({ pageParam, signal }) => api<FeedPage>(feedPath(city, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: FeedPage) => last.nextCursor,
  });

/** The city's posts, newest first, a page at a time (keyset cursor from the server). */
export function useFeed(city: string) {
  return useInfiniteQuery(feedQuery(city));
}

/** The first page as the feed's query holds it: the server renders the feed with it (web/app/render-page.tsx). */
export const firstFeedPage = (page: FeedPage): FeedData => ({ pages: [page], pageParams: [null] });

/** Asks for the first page before the feed is drawn (web/app/first-route-data.ts). */
export const prefetchFeed = (queryClient: QueryClient, city: string) =>
  queryClient.prefetchInfiniteQuery(feedQuery(city));

/** Changes one post wherever it sits in the loaded pages; other posts keep their identity. */
export function updatePostInFeed(
  queryClient: QueryClient,
  city: string,
  postId: string,
  change: (post: Post) => Post,
) {
  queryClient.setQueryData<FeedData>(feedQueryKey(city), (feed) =>
    feed
      ? {
          ...feed,
          pages: feed.pages.map((page) =>
            page.items.some((post) => post.id === postId)
              ? {
                  ...page,
                  items: page.items.map((post) => (post.id === postId ? change(post) : post)),
                }
              : page,
          ),
        }
      : feed,
  );
}

export function removePostFromFeed(queryClient: QueryClient, city: string, postId: string) {
  queryClient.setQueryData<FeedData>(feedQueryKey(city), (feed) =>
    feed
      ? {
          ...feed,
          pages: feed.pages.map((page) => ({
            ...page,
            items: page.items.filter((post) => post.id !== postId),
          })),
        }
      : feed,
  );
}

/** Puts a new post on top; a refetch may have brought it in already, so never twice. */
export function prependPostToFeed(queryClient: QueryClient, city: string, created: Post) {
  queryClient.setQueryData<FeedData>(feedQueryKey(city), (feed) => {
    if (!feed) return feed;
    if (feed.pages.some((page) => page.items.some((post) => post.id === created.id))) return feed;
    const [first, ...rest] = feed.pages;
    if (!first) return feed;
    return { ...feed, pages: [{ ...first, items: [created, ...first.items] }, ...rest] };
  });
}

export const findPostInFeed = (feed: FeedData | undefined, postId: string) =>
  feed?.pages.flatMap((page) => page.items).find((post) => post.id === postId);
