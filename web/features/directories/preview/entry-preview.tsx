import { useIntl } from "../../../lib/i18n/use-intl.ts";
import type { Directory, EntryRef } from "../directory.ts";
import { PreviewList } from "./preview-list.tsx";

/** The community profile's card of a directory: the city's latest 3 (decision 023). */
export function EntryPreview<Card extends EntryRef & { thumbnailUrl: string | null }>({
  directory,
  city,
}: {
  directory: Directory<Card>;
  city: string;
}) {
  const intl = useIntl();
  const { preview } = directory;
  const latest = preview.useLatest(city);
  return (
    <PreviewList
      loading={latest.isPending}
      failed={latest.isError ? intl.formatMessage(directory.messages.fetchError) : null}
      emptyText={intl.formatMessage(preview.emptyText)}
      items={latest.items?.map((item) => ({
        id: item.id,
        title: preview.title(item),
        detail: preview.line(item, intl),
        thumbnailUrl: item.thumbnailUrl,
        path: directory.paths.detail(item.citySlug, item.id),
      }))}
    />
  );
}
