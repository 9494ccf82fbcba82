// Test support: renders the feed with a query cache that already holds the viewer
// and the posts.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { expect } from "vitest";
import type { Post } from "../../contracts/posts.ts";
import type { Viewer } from "../../contracts/profiles.ts";
import { CityFeed } from "../../web/features/posts/city-feed.tsx";
import { type FeedData, feedQueryKey } from "../../web/features/posts/use-posts.ts";
import { viewerQueryKey } from "../../web/lib/use-viewer.ts";
import { aMembership, aViewer } from "./a-viewer.ts";

/** Ana, a member of Miami, whose feed these tests show. */
export const member = aViewer({
  memberships: [aMembership("miami", "Miami", "2025-01-02T00:00:00.000Z")],
});

let nextId = 1;
export const aPost = (overrides: Partial<Post> = {}): Post => ({
  id: `post-${nextId++}`,
  citySlug: "miami",
  author: { id: "user-bob", username: "bob", avatarUrl: null },
  content: "Hello, neighbours",
  photos: [],
  contentWarning: null,
  linkPreview: null,
  createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString(),
  reactions: { like: 0, love: 0, haha: 0 },
  myReaction: null,
  commentCount: 0,
  deleted: false,
  canDelete: false,
  ...overrides,
});

export const feedOf = (posts: Post[]): FeedData => ({
  pages: [{ items: posts, nextCursor: null }],
  pageParams: [null],
});

export function renderFeed(posts: Post[], { viewer = member }: { viewer?: Viewer } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  queryClient.setQueryData(viewerQueryKey, viewer);
  queryClient.setQueryData(feedQueryKey("miami"), feedOf(posts));
  const user = userEvent.setup();
  // In a router: members' names link to their pages (issue 28).
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={["/city/miami/feed"]}>
        <CityFeed city="miami" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user, queryClient, ...view };
}

/**
 * Types into the composer as a person does, then waits for Post to be ready: the form's
 * code comes with the composer's first use (composer.tsx), and the text typed meanwhile
 * stays. `label` is the composer's ("What's happening in Miami?").
 */
export async function writeInComposer(
  user: ReturnType<typeof userEvent.setup>,
  text: string,
  label: string | RegExp = "What's happening in Miami?",
) {
  await user.type(screen.getByLabelText(label), text);
  await waitFor(() => expect(screen.getByRole("button", { name: "Post" })).toBeEnabled(), {
    timeout: 10_000,
  });
}
