import { Button } from "./button.tsx";

/** What LoadMore needs of a keyset list: react-query's useInfiniteQuery result fits. */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * "Load more" under a keyset list: shown while there is a next page, spinning while it
 * loads; a second press meanwhile does nothing, so a page is never asked for twice.
 */
export function LoadMore({
  pages,
  label = "Load more",
  size = "md",
  className = "self-center",
}: {
  pages: MorePages;
  /** "Load more events", where the list's name helps. */
  label?: string;
  size?: "sm" | "md";
  className?: string;
}) {
  if (!pages.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      size={size}
      className={className}
      busy={pages.isFetchingNextPage}
      onClick={() => !pages.isFetchingNextPage && pages.fetchNextPage()}
    >
      {label}
    </Button>
  );
}
