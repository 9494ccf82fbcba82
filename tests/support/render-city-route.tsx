// Test support: renders the city pages in a memory router with a query cache
// that already holds the viewer and the city, so most tests never reach a server.
import { QueryClient, QueryClientProvider, type QueryKey } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { citySections } from "../../contracts/city-sections.ts";
import type { Viewer } from "../../contracts/profiles.ts";
import { CommunityProfilePage } from "../../web/app/pages/community-profile-page.tsx";
import { JoinCityPage } from "../../web/features/communities/join-city-page.tsx";
import { SectionPlaceholderPage } from "../../web/features/communities/section-placeholder-page.tsx";
import { SectionShortcutPage } from "../../web/features/communities/section-shortcut-page.tsx";
import { viewerQueryKey } from "../../web/lib/use-viewer.ts";

export function renderCityRoute(
  url: string,
  {
    viewer,
    cache = [],
    advanceTimers,
  }: {
    viewer: Viewer | null;
    cache?: [QueryKey, unknown][];
    /** For tests on fake timers, so typing and clicking still move on. */
    advanceTimers?: (ms: number) => void;
  },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  queryClient.setQueryData(viewerQueryKey, viewer);
  for (const [key, data] of cache) queryClient.setQueryData(key, data);
  const landing = (text: string) => <p>{text}</p>;
  const router = createMemoryRouter(
    [
      { path: "/city/:city", element: <JoinCityPage /> },
      { path: "/city/:city/profile", element: <CommunityProfilePage /> },
      { path: "/city/:city/:section/*", element: <SectionPlaceholderPage /> },
      // Built sections have pages of their own (web/app/router.tsx); here, a stand-in.
      ...citySections
        .filter((section) => "built" in section)
        .map(({ slug, label }) => ({
          path: `/city/:city/${slug}`,
          element: landing(`${label} list`),
        })),
      ...citySections.map(({ shortcut }) => ({
        path: shortcut,
        element: <SectionShortcutPage />,
      })),
      { path: "/auth", element: landing("Sign-in page") },
      { path: "/communities", element: landing("Communities page") },
      { path: "/", element: landing("Landing page") },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user, router, queryClient };
}
