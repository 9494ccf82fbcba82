import { useEffect } from "react";
import { useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { tagFromQuery } from "../../../contracts/mentions-rules.ts";
import { postIdFromFeedHash, postPath } from "../../../contracts/post-path.ts";
import { CityBanner } from "../../components/city/city-banner.tsx";
import { type MemberCity, MembersOnlyCity } from "../../components/city/members-only-city.tsx";
import { BackLink } from "../../components/ui/back-link.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { CityFeed } from "./city-feed.tsx";
import { FeedGuidelines } from "./feed-guidelines.tsx";
import { TaggedFeed } from "./tagged-feed.tsx";

const messages = defineMessages({
  eyebrowMember: { id: "posts.feedEyebrow", defaultMessage: "Community feed" },
  eyebrowAdmin: { id: "posts.feedEyebrowAdmin", defaultMessage: "Admin view" },
  title: { id: "posts.feedTitle", defaultMessage: "{city} feed" },
  lead: {
    id: "posts.feedLead",
    defaultMessage: "News, questions and photos from your neighbours, as they happen.",
  },
  back: { id: "posts.feedBack", defaultMessage: "{city} community" },
  about: { id: "posts.feedAbout", defaultMessage: "About this feed" },
});

/**
 * /city/:city/feed (product decision 7): members only, like the community
 * profile; visitors go to /auth, signed-in non-members to the join page, and
 * admins may read any city's feed.
 */
export function FeedPage() {
  useOldPostLink();
  return <MembersOnlyCity>{(member) => <Feed {...member} />}</MembersOnlyCity>;
}

function Feed({ city, cityName }: MemberCity) {
  const cityPath = `/city/${encodeURIComponent(city.slug)}`;
  const intl = useIntl();
  // ?tag=surf shows the posts with #surf (issue 35); anything that is no tag, the whole feed.
  const tag = tagFromQuery(useSearchParams()[0].get("tag") ?? "") ?? undefined;
  usePageTitle(messages.title, { city: cityName });
  return (
    <>
      <CityBanner
        slug={city.slug}
        eyebrow={intl.formatMessage(
          city.viewerStatus === "member" ? messages.eyebrowMember : messages.eyebrowAdmin,
        )}
        title={intl.formatMessage(messages.title, { city: cityName })}
      >
        <p className="text-lg text-balance">{intl.formatMessage(messages.lead)}</p>
        <BackLink to={`${cityPath}/profile`} className="mt-4">
          {intl.formatMessage(messages.back, { city: cityName })}
        </BackLink>
      </CityBanner>
      {/* grid-cols-1 on a phone: an auto column would grow to a post's longest word (issue 28). */}
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-start gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,44rem)_20rem] lg:justify-between lg:px-8 lg:py-10">
        {tag ? <TaggedFeed city={city.slug} tag={tag} /> : <CityFeed city={city.slug} />}
        <aside
          aria-label={intl.formatMessage(messages.about)}
          className="hidden lg:sticky lg:top-24 lg:block"
        >
          <FeedGuidelines cityName={cityName} />
        </aside>
      </div>
    </>
  );
}

/**
 * Links sent before posts had their own page (`/feed#post-<id>`, in emails already sent)
 * go on to the post's page. After the first render, so a server-drawn feed hydrates first
 * (the server never sees a hash).
 */
function useOldPostLink() {
  const { city = "" } = useParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const postId = postIdFromFeedHash(hash);
  useEffect(() => {
    if (postId) navigate(postPath(city, postId), { replace: true });
  }, [city, postId, navigate]);
}
