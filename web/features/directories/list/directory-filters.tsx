import { useEffect, useState } from "react";
import type { PriceFormat } from "../../../lib/format-price.ts";
import { useIntl } from "../../../lib/i18n/use-intl.ts";
import type { DirectoryList, EntryRef, FilterDraft } from "../directory.ts";
import { countActive, FilterPanel } from "./filter-fields.tsx";

/**
 * A directory's filter panel: the fields its config draws, kept as a draft until
 * "Apply Filters" (the search box and the tabs apply at once, so they are not here).
 */
export function DirectoryFilters<Card extends EntryRef>({
  list,
  applied,
  onApply,
  money,
}: {
  list: DirectoryList<Card>;
  /** The city's locale and currency: the price fields name its currency. */
  money: PriceFormat;
  applied: FilterDraft;
  onApply: (filters: FilterDraft) => void;
}) {
  const intl = useIntl();
  const keys = list.filterKeys.filter((key) => key !== "q" && key !== list.tabs?.key);
  const current = Object.fromEntries(keys.map((key) => [key, applied[key] ?? ""]));
  const [draft, setDraft] = useState<FilterDraft>(current);
  // Back and forward change the address; the fields follow.
  const shown = JSON.stringify(current);
  useEffect(() => setDraft(JSON.parse(shown)), [shown]);
  const set = (key: string) => (value: string) => setDraft((was) => ({ ...was, [key]: value }));
  return (
    <FilterPanel activeCount={countActive(current)} onApply={() => onApply(draft)}>
      {list.filterFields(draft, set, intl, money)}
    </FilterPanel>
  );
}
