import { Button } from "../../../components/ui/button.tsx";
import { MutationError } from "../../../components/ui/mutation-error.tsx";
import { useIntl } from "../../../lib/i18n/use-intl.ts";
import type { ListingEntry, ListingStatus } from "../directory.ts";
import { useSetListingStatus } from "../use-listings.ts";

/** The entry's value of its status ("reserved"). */
export const statusOf = (status: ListingStatus, entry: ListingEntry) =>
  String((entry as unknown as Record<string, unknown>)[status.field] ?? "");

/**
 * The owner's "Mark as …" buttons for the values its status may move to from where it is
 * (the marketplace: Available to Reserved or Sold, Reserved to Available or Sold, Sold to
 * Available), and what went wrong if the server refused.
 */
export function StatusMoves({
  api,
  entry,
  status,
}: {
  api: string;
  entry: ListingEntry;
  status: ListingStatus;
}) {
  const intl = useIntl();
  const setStatus = useSetListingStatus(api, entry, status.field);
  const busy = (value: string) => setStatus.isPending && setStatus.variables === value;
  return (
    <>
      {(status.moves[statusOf(status, entry)] ?? []).map((value) => {
        const mark = status.mark[value];
        if (!mark) return null;
        const Icon = mark.icon;
        return (
          <Button
            key={value}
            variant="secondary"
            busy={busy(value)}
            disabled={setStatus.isPending && !busy(value)}
            onClick={() => setStatus.mutate(value)}
          >
            {!busy(value) && <Icon aria-hidden="true" className="size-4" />}
            {intl.formatMessage(mark.label)}
          </Button>
        );
      })}
      <MutationError error={setStatus.error} />
    </>
  );
}
