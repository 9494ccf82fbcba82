import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { PublicCity, type PublicCityView } from "../../../components/city/public-city.tsx";
import { useIntl } from "../../../lib/i18n/use-intl.ts";
import type { DirectoryBasics } from "../directory.ts";
import { directoryWords } from "../directory-words.ts";
import { DetailLayout, DetailSkeleton } from "./detail-layout.tsx";
import { EntryLoad } from "./entry-load.tsx";

/** What a directory's detail page draws of its entry. */
export interface EntryDetail<Entry> {
  useEntry: (id: string) => UseQueryResult<Entry, Error>;
  /** "Could not load the listing: …", or the directory's own words. */
  loadError: (error: unknown, intl: ReturnType<typeof useIntl>) => string;
  gallery: (entry: Entry) => ReactNode;
  /** The facts and actions beside the gallery, in the page's language (`intl`). */
  body: (
    entry: Entry,
    view: PublicCityView & { listPath: string; intl: ReturnType<typeof useIntl> },
  ) => ReactNode;
}

/**
 * An entry's canonical page (/city/:city/marketplace/:id, …): public (decision 9);
 * the way back to its list, the gallery, then the directory's own facts and actions.
 */
export function EntryDetailPage<Entry>({
  directory,
  detail,
}: {
  directory: DirectoryBasics;
  detail: EntryDetail<Entry>;
}) {
  return (
    <PublicCity>
      {(found) => <EntryDetailView directory={directory} detail={detail} {...found} />}
    </PublicCity>
  );
}

function EntryDetailView<Entry>({
  directory,
  detail,
  ...view
}: PublicCityView & { directory: DirectoryBasics; detail: EntryDetail<Entry> }) {
  const intl = useIntl();
  const { id = "" } = useParams();
  const query = detail.useEntry(id);
  const listPath = directory.paths.list(view.city.slug);
  return (
    <EntryLoad
      query={query}
      pending={<DetailSkeleton />}
      notFound={intl.formatMessage(directory.messages.notFound)}
      listPath={listPath}
      loadError={(error) => detail.loadError(error, intl)}
    >
      {(entry) => (
        <DetailLayout
          backPath={listPath}
          backLabel={intl.formatMessage(directoryWords.inCity, {
            title: intl.formatMessage(directory.title),
            city: view.cityName,
          })}
          gallery={detail.gallery(entry)}
        >
          {detail.body(entry, { ...view, listPath, intl })}
        </DetailLayout>
      )}
    </EntryLoad>
  );
}
