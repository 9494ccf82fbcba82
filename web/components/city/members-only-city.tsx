import { type ReactNode, useDeferredValue } from "react";
import { Navigate, useParams } from "react-router";
import { cityNameFromSlug } from "../../../contracts/city-name.ts";
import type { CityDetail } from "../../../contracts/communities.ts";
import type { Viewer } from "../../../contracts/profiles.ts";
import { isMissingCity, useCity } from "../../lib/use-city.ts";
import { useViewer } from "../../lib/use-viewer.ts";
import { PageSpinner } from "../ui/spinner.tsx";
import { CityCheckFailed, CityNotFound } from "./city-lookup-states.tsx";

export interface MemberCity {
  city: CityDetail;
  cityName: string;
  viewer: Viewer;
}

/**
 * The gate of every /city/:city page for signed-in people: visitors go to /auth;
 * loading, a failed lookup and an unknown city get their own screens. Renders
 * `children` with the city and the viewer once both are known.
 */
export function SignedInCity({ children }: { children: (found: MemberCity) => ReactNode }) {
  const { city: slug = "" } = useParams();
  const cityName = cityNameFromSlug(slug);
  const viewer = useViewer();
  // Visitors are sent away without a wasted city request.
  const city = useCity(slug, { enabled: Boolean(viewer.data) });
  // When the answers arrive, the page behind the gate is drawn as a transition: in slices
  // the browser can interleave with input, not in one long task (decision 033). The
  // spinner stays until then. Already-known answers (a later visit) draw at once.
  const drawn = useDeferredValue(Boolean(viewer.data && city.data));

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
  if (!drawn) return <PageSpinner />;
  return children({ city: city.data, cityName, viewer: viewer.data });
}

/**
 * Members-only pages (product decision 9): as SignedInCity, and signed-in
 * non-members go to the join page; admins may look at any city.
 */
export function MembersOnlyCity({ children }: { children: (member: MemberCity) => ReactNode }) {
  return (
    <SignedInCity>
      {(found) =>
        found.city.viewerStatus !== "member" && !found.viewer.isAdmin ? (
          <Navigate to={`/city/${encodeURIComponent(found.city.slug)}`} replace />
        ) : (
          children(found)
        )
      }
    </SignedInCity>
  );
}
