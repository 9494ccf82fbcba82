import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { LoadFailed } from "../../../components/ui/load-failed.tsx";
import { isMissing } from "../../../lib/api.ts";
import { EntryNotFound } from "./entry-not-found.tsx";

/**
 * One entry's page while it loads (`pending`), when it is gone (the directory's "not
 * found" words and the way back to its list), when it could not be read (with Try
 * again), and then the page itself.
 */
export function EntryLoad<Entry>({
  query,
  pending,
  notFound,
  listPath,
  loadError,
  children,
}: {
  query: UseQueryResult<Entry, Error>;
  pending: ReactNode;
  notFound: string;
  listPath: string;
  loadError: (error: unknown) => string;
  children: (entry: Entry) => ReactNode;
}) {
  if (query.isPending) return pending;
  if (query.isError) {
    if (isMissing(query.error)) return <EntryNotFound message={notFound} listPath={listPath} />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <LoadFailed
          message={loadError(query.error)}
          retrying={query.isFetching}
          onRetry={() => query.refetch()}
        />
      </div>
    );
  }
  return children(query.data);
}
