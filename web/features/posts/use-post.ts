import { useQuery } from "@tanstack/react-query";
import type { Post } from "../../../contracts/posts.ts";
import { api } from "../../lib/api.ts";
import { type FeedData, feedQueryKey } from "./use-posts.ts";

/**
 * A post's own page holds its post as a one-post feed under the feed's key: a reaction,
 * an edit, a delete or a live refresh that reaches the feed's posts reaches it too.
 */
export const postPageKey = (city: string, postId: string) =>
  [...feedQueryKey(city), "post", postId] as const;

/** GET /api/posts/:id, the post as the feed's card shows it. */
export function usePost(city: string, postId: string) {
  return useQuery({
    queryKey: postPageKey(city, postId),
    queryFn: ({ signal }): Promise<FeedData> =>
      api<Post>(`/api/posts/${encodeURIComponent(postId)}`, { signal }).then((post) => ({
        pages: [{ items: [post], nextCursor: null }],
        pageParams: [null],
      })),
    // A post that is not there (404) or not to be read (403) stays so: asking again says the same.
    retry: false,
  });
}
