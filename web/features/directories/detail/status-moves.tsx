import { useId } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { MutationError } from "../../../components/ui/mutation-error.tsx";
import { useIntl } from "../../../lib/i18n/use-intl.ts";
import type { ListingEntry, ListingStatus } from "../directory.ts";
import { useSetListingStatus } from "../use-listings.ts";

/** The entry's value of its status ("reserved"). */
export const statusOf = (status: ListingStatus, entry: ListingEntry) =>
  String((entry as unknown as Record<string, unknown>)[status.field] ?? "");

/**
 * The owner's way to change the entry's status, and what went wrong if the server refused:
 * a select of every value (a property's For Sale … Rented), or "Mark as …" buttons for the
 * values it may move to from where it is (the marketplace: Available to Reserved or Sold,
 * Reserved to Available or Sold, Sold to Available).
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
  const id = useId();
  const setStatus = useSetListingStatus(api, entry, status.field);
  const busy = (value: string) => setStatus.isPending && setStatus.variables === value;
  const { change } = status;
  return (
    <>
      {change === "select" ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-status`} className="text-xs font-medium text-slate-700">
            {intl.formatMessage(status.label)}
          </label>
          <select
            id={`${id}-status`}
            value={statusOf(status, entry)}
            disabled={setStatus.isPending}
            onChange={(event) => setStatus.mutate(event.target.value)}
            className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 shadow-sm focus:border-ocean-600 focus:ring-2 focus:ring-ocean-600/20 focus:outline-none"
          >
            {Object.entries(status.options).map(([value, label]) => (
              <option key={value} value={value}>
                {intl.formatMessage(label)}
              </option>
            ))}
          </select>
        </div>
      ) : (
        (change.moves[statusOf(status, entry)] ?? []).map((value) => {
          const mark = change.mark[value];
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
        })
      )}
      <MutationError error={setStatus.error} />
    </>
  );
}
