import { priceRangeLabels } from "../../../contracts/business-parts.ts";
import { PreviewList } from "../listing/preview-list.tsx";
import type { Directory } from "./directory.ts";
import { useLatestBusinesses } from "./use-businesses.ts";

/** The community profile's Dining or Shopping card: the city's latest 3 (decision 23). */
export function BusinessPreview({ directory, city }: { directory: Directory; city: string }) {
  const latest = useLatestBusinesses(directory.api, city);
  return (
    <PreviewList
      loading={latest.isPending}
      failed={latest.isError ? directory.messages.fetchError : null}
      emptyText={`No ${directory.api} yet`}
      items={latest.data?.items.map((item) => ({
        id: item.id,
        title: item.name,
        detail: `${item.kind} · ${priceRangeLabels[item.priceRange]}`,
        thumbnailUrl: item.thumbnailUrl,
        path: directory.paths.detail(item.citySlug, item.id),
      }))}
    />
  );
}
