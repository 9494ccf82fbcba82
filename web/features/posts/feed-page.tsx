import { ArrowLeft } from "lucide-react";
import { Link, Navigate, useParams } from "react-router";
import { cityNameFromSlug } from "../../../contracts/communities.ts";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { CityBanner } from "../communities/city-banner.tsx";
import { CityCheckFailed, CityNotFound } from "../communities/city-lookup-states.tsx";
import { isMissingCity, useCity } from "../communities/use-city.ts";
import { useViewer } from "../profiles/use-viewer.ts";
import { CityFeed } from "./city-feed.tsx";
import { FeedGuidelines } from "./feed-guidelines.tsx";

/**
 * /city/:city/feed (product decision 7): members only, like the community
 * profile; visitors go to /auth, signed-in non-members to the join page, and
 * admins may read any city's feed.
 */
export function FeedPage() {
  const { city: slug = "" } = useParams();
  const cityName = cityNameFromSlug(slug);
  const viewer = useViewer();
  const city = useCity(slug);

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
  const cityPath = `/city/${encodeURIComponent(city.data.slug)}`;
  if (city.data.viewerStatus !== "member" && !viewer.data.isAdmin) {
    return <Navigate to={cityPath} replace />;
  }

  return (
    <>
      <CityBanner
        slug={city.data.slug}
        eyebrow={city.data.viewerStatus === "member" ? "Community feed" : "Admin view"}
        title={`${cityName} feed`}
      >
        <p className="text-lg text-balance">
          News, questions and photos from your neighbours, as they happen.
        </p>
        <Link
          to={`${cityPath}/profile`}
          className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-ocean-700 underline-offset-2 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {cityName} community
        </Link>
      </CityBanner>
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,44rem)_20rem] lg:justify-between lg:px-8 lg:py-10">
        <CityFeed city={city.data.slug} />
        <aside aria-label="About this feed" className="hidden lg:sticky lg:top-24 lg:block">
          <FeedGuidelines cityName={cityName} />
        </aside>
      </div>
    </>
  );
}
