import type { ReactNode } from "react";
import { useParams } from "react-router";
import { cityNameFromSlug } from "../../../contracts/city-name.ts";
import type { CityDetail } from "../../../contracts/communities.ts";
import type { Message } from "../../../contracts/i18n/define-messages.ts";
import type { Viewer } from "../../../contracts/profiles.ts";
import { isMissingCity, useCity } from "../../lib/use-city.ts";
import { useViewer } from "../../lib/use-viewer.ts";
import { PageSpinner } from "../ui/spinner.tsx";
import { CityCheckFailed, CityNotFound } from "./city-lookup-states.tsx";

export interface PublicCityView {
  city: CityDetail;
  cityName: string;
  /** Null for a visitor (or when who is asking could not be checked). */
  viewer: Viewer | null;
}

/**
 * The gate of the public directories (product decision 9): anyone may read them,
 * so nobody is sent away; an unknown city and a failed lookup get their screens.
 */
export function PublicCity({
  children,
  notFound,
}: {
  children: (found: PublicCityView) => ReactNode;
  /** The page's own words for an unknown city ("Could not find city. Please try again."). */
  notFound?: string | Message;
}) {
  const { city: slug = "" } = useParams();
  const cityName = cityNameFromSlug(slug);
  const viewer = useViewer();
  const city = useCity(slug);

  if (viewer.isPending || city.isPending) return <PageSpinner />;
  if (city.isError) {
    if (isMissingCity(city.error)) return <CityNotFound message={notFound} />;
    return (
      <CityCheckFailed
        cityName={cityName}
        retrying={city.isFetching}
        onRetry={() => city.refetch()}
      />
    );
  }
  // A failed viewer lookup reads as a visitor: the page stays readable, contact details hidden.
  return children({ city: city.data, cityName, viewer: viewer.data ?? null });
}
