// Test support: renders an auth page in a memory router with a query cache that
// already knows the answers a visitor would get, so tests never reach a server.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { SignInOptions } from "../../contracts/auth.ts";
import { signInOptionsQueryKey } from "../../web/features/auth/auth-api.ts";
import { viewerQueryKey } from "../../web/lib/use-viewer.ts";

export function renderAuthRoute(
  url: string,
  element: ReactNode,
  { signInOptions = { oidc: null } }: { signInOptions?: SignInOptions } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  queryClient.setQueryData(viewerQueryKey, null);
  queryClient.setQueryData(signInOptionsQueryKey, signInOptions);
  const path = new URL(url, "http://localhost").pathname;
  const router = createMemoryRouter(
    [
      { path, element },
      { path: "*", element: <p>Left the page</p> },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user, router };
}
