import type { ReactNode } from "react";
import { Navigate, useParams } from "react-router";
import { type CityDetail, cityNameFromSlug } from "../../../contracts/communities.ts";
import type { Viewer } from "../../../contracts/profiles.ts";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { useViewer } from "../profiles/use-viewer.ts";
import { CityCheckFailed, CityNotFound } from "./city-lookup-states.tsx";
import { isMissingCity, useCity } from "./use-city.ts";

export interface MemberCity {
  city: CityDetail;
  cityName: string;
  viewer: Viewer;
}

/**
 * The gate of every members-only page of /city/:city (product decision 9):
 * visitors go to /auth, signed-in non-members to the join page, admins may look
 * at any city. Renders `children` with the city once the viewer may see it.
 */
export function MembersOnlyCity({ children }: { children: (member: MemberCity) => ReactNode }) {
  const { city: slug = "" } = useParams();
  const cityName = cityNameFromSlug(slug);
  const viewer = useViewer();
  // Visitors are sent away without a wasted city request.
  const city = useCity(slug, { enabled: Boolean(viewer.data) });

  if (viewer.isPending) return <PageSpinner />;
  if (viewer.isError) {
    return (
      <CityCheckFailed
        cityName={cityName}
        retrying={viewer.isFetching}
        onRetry={() => viewer.refetch()}
      />
    );
  }
  if (!viewer.data) return <Navigate to="/auth" replace />;
  if (city.isPending) return <PageSpinner />;
  if (city.isError) {
    if (isMissingCity(city.error)) return <CityNotFound />;
    return (
      <CityCheckFailed
        cityName={cityName}
        retrying={city.isFetching}
        onRetry={() => city.refetch()}
      />
    );
  }
  if (city.data.viewerStatus !== "member" && !viewer.data.isAdmin) {
    return <Navigate to={`/city/${encodeURIComponent(city.data.slug)}`} replace />;
  }
  return children({ city: city.data, cityName, viewer: viewer.data });
}
