import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { Button } from "./button.tsx";

const messages = defineMessages({
  loadMore: { id: "ui.loadMore.loadMore", defaultMessage: "Load more" },
});

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
  label,
  size = "md",
  className = "self-center",
}: {
  pages: MorePages;
  /** "Load more events", where the list's name helps. */
  label?: string;
  size?: "sm" | "md";
  className?: string;
}) {
  const intl = useIntl();
  if (!pages.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      size={size}
      className={className}
      busy={pages.isFetchingNextPage}
      onClick={() => !pages.isFetchingNextPage && pages.fetchNextPage()}
    >
      {label ?? intl.formatMessage(messages.loadMore)}
    </Button>
  );
}
