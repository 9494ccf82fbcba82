import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { completeFeedPage } from "../../../contracts/feed-post.ts";
import type { ModeratorRemoval } from "../../../contracts/moderation.ts";
import type { FeedPost, Post } from "../../../contracts/posts.ts";
import { postLimits } from "../../../contracts/posts-rules.ts";
import { api } from "../../lib/api.ts";
import type { useIntl } from "../../lib/i18n/use-intl.ts";

// A city's posts: the feed query, the cache edits that keep it in step, and the changes a
// member makes (delete; a reaction is reaction-sender.tsx's, loaded on the first press; a new
// post is use-create-post.ts's, loaded with the composer).

export type FeedPage = { items: Post[]; nextCursor: string | null };
/** A page as the server sends it: each post without what is at its usual value. */
type SentFeedPage = { items: FeedPost[]; nextCursor: string | null };
export type FeedData = InfiniteData<FeedPage, string | null>;

export const feedQueryKey = (city: string) => ["feed", city] as const;

/** The posts of one #tag (issue 35) sit under the feed's key, so a change to a post reaches both. */
export const taggedFeedKey = (city: string, tag?: string) =>
  tag ? ([...feedQueryKey(city), "tag", tag] as const) : feedQueryKey(city);

export const feedPath = (city: string, cursor: string | null, tag?: string) => {
  const query = new URLSearchParams({ limit: String(postLimits.pageSize) });
  if (cursor) query.set("cursor", cursor);
  if (tag) query.set("tag", tag);
  return `/api/cities/${encodeURIComponent(city)}/posts?${query}`;
};

const feedQuery = (city: string, tag?: string) =>
  infiniteQueryOptions({
    queryKey: taggedFeedKey(city, tag),
    queryFn: ({ pageParam, signal }) =>
      api<SentFeedPage>(feedPath(city, pageParam, tag), { signal }).then(completeFeedPage),
    initialPageParam: null as string | null,
    getNextPageParam: (last: FeedPage) => last.nextCursor,
  });

/** The city's posts (or those with `tag`), newest first, a page at a time (keyset cursor from the server). */
export function useFeed(city: string, tag?: string) {
  return useInfiniteQuery(feedQuery(city, tag));
}

/** The first page as the feed's query holds it: the server renders the feed with it (web/app/render-page.tsx). */
export const firstFeedPage = (page: SentFeedPage): FeedData => ({
  pages: [completeFeedPage(page)],
  pageParams: [null],
});

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
  queryClient.setQueriesData<FeedData>({ queryKey: feedQueryKey(city) }, (feed) =>
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
  queryClient.setQueriesData<FeedData>({ queryKey: feedQueryKey(city) }, (feed) =>
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

/** The formatter a page's words come from (the page's `useIntl()`). */
export type Formatter = Pick<ReturnType<typeof useIntl>, "formatMessage">;

/** Deleting a post (its author, an admin or a moderator of its city; the post's canDelete says which). */
export function useDeletePost(city: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // A moderator's removal carries its reason (decision 057); the author's own, nothing.
    mutationFn: ({ postId, removal }: { postId: string; removal?: ModeratorRemoval }) =>
      api<null>(`/api/posts/${encodeURIComponent(postId)}`, { method: "DELETE", body: removal }),
    onSuccess: (_nothing, { postId }) => removePostFromFeed(queryClient, city, postId),
  });
}
