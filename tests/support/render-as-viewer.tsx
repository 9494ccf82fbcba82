// Test support: renders a page in a memory router as a given viewer, with a query
// cache that already holds every answer the page needs, so no test reaches a server.
import { QueryClientProvider, type QueryKey } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import type { Viewer } from "../../contracts/profiles.ts";
import { FreshQueryClient } from "../../web/lib/query-client.ts";
import { viewerQueryKey } from "../../web/lib/use-viewer.ts";

function LeftThePage() {
  const { pathname } = useLocation();
  return <p>Left the page for {pathname}</p>;
}

export function renderAsViewer(
  url: string,
  element: ReactNode,
  {
    viewer,
    cached = [],
    path,
  }: {
    viewer: Viewer | null;
    cached?: [QueryKey, unknown][];
    /** The route's pattern when the page reads params ("/city/:city/marketplace/:id"). */
    path?: string;
  },
) {
  const queryClient = new FreshQueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  queryClient.setQueryData(viewerQueryKey, viewer);
  for (const [key, data] of cached) queryClient.setQueryData(key, data);
  const router = createMemoryRouter(
    [
      { path: path ?? new URL(url, "http://localhost").pathname, element },
      { path: "*", element: <LeftThePage /> },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup({ applyAccept: false });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user, router, queryClient };
}
