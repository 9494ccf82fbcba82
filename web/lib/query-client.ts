import {
  type InvalidateOptions,
  type InvalidateQueryFilters,
  QueryClient,
} from "@tanstack/react-query";
import { ApiError } from "./api.ts";

/**
 * A query cache in which "invalidate" always means "ask again": nothing read before
 * the invalidation is shown after it.
 *
 * TanStack Query refetches an invalidated query by cancelling a fetch in flight, but
 * only when the query already has data. A first load still in flight is reused
 * instead, and it may have read the database before the change that was announced.
 * A comment that came while the bell's count was first loading was lost that way:
 * the bell said 0 until the next notification (a journey failed on a slow machine).
 * So a first load in flight is cancelled and started again, as a refetch of a query
 * with data is: whoever awaits it (a page, a prefetch, a `fetchQuery`) gets the new
 * answer, and the invalidation's own refetch joins the new fetch.
 */
export class FreshQueryClient extends QueryClient {
  override invalidateQueries(
    filters?: InvalidateQueryFilters,
    options?: InvalidateOptions,
  ): Promise<void> {
    if (options?.cancelRefetch !== false) {
      for (const query of this.getQueryCache().findAll(filters)) {
        if (query.state.data !== undefined || query.state.fetchStatus !== "fetching") continue;
        void query.cancel({ silent: true });
        // Errors reach the query's state and its observers; nobody awaits this call itself.
        query.fetch().catch(() => {});
      }
    }
    return super.invalidateQueries(filters, options);
  }
}

/** The app's one query cache (the web tests make theirs with their own settings). */
export const queryClient = new FreshQueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not fix itself by asking again.
      retry: (failures, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
    },
  },
});
