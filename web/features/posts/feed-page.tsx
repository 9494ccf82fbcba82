import { CityBanner } from "../../components/city/city-banner.tsx";
import { type MemberCity, MembersOnlyCity } from "../../components/city/members-only-city.tsx";
import { BackLink } from "../../components/ui/back-link.tsx";
import { CityFeed } from "./city-feed.tsx";
import { FeedGuidelines } from "./feed-guidelines.tsx";

/**
 * /city/:city/feed (product decision 7): members only, like the community
 * profile; visitors go to /auth, signed-in non-members to the join page, and
 * admins may read any city's feed.
 */
export function FeedPage() {
  return <MembersOnlyCity>{(member) => <Feed {...member} />}</MembersOnlyCity>;
}

function Feed({ city, cityName }: MemberCity) {
  const cityPath = `/city/${encodeURIComponent(city.slug)}`;
  return (
    <>
      <CityBanner
        slug={city.slug}
        eyebrow={city.viewerStatus === "member" ? "Community feed" : "Admin view"}
        title={`${cityName} feed`}
      >
        <p className="text-lg text-balance">
          News, questions and photos from your neighbours, as they happen.
        </p>
        <BackLink to={`${cityPath}/profile`} className="mt-4">
          {cityName} community
        </BackLink>
      </CityBanner>
      {/* grid-cols-1 on a phone: an auto column would grow to a post's longest word (issue 28). */}
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-start gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,44rem)_20rem] lg:justify-between lg:px-8 lg:py-10">
        <CityFeed city={city.slug} />
        <aside aria-label="About this feed" className="hidden lg:sticky lg:top-24 lg:block">
          <FeedGuidelines cityName={cityName} />
        </aside>
      </div>
    </>
  );
}
