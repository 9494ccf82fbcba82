import { CalendarCheck, Newspaper, ShieldCheck, Users, Vote } from "lucide-react";
import { Link } from "react-router";
import { CityBanner } from "../../components/city/city-banner.tsx";
import { cityTagline } from "../../components/city/city-tagline.ts";
import { type MemberCity, MembersOnlyCity } from "../../components/city/members-only-city.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { DirectoryPreviews } from "../../features/communities/directory-previews.tsx";
import { MembersList } from "../../features/communities/members-list.tsx";
import { directories } from "../../features/directories/registry.tsx";
import { NextEventsPreview } from "../../features/events/next-events-preview.tsx";
import { ActivePolls } from "../../features/polls/active-polls.tsx";
import { pollPowers } from "../../features/polls/poll-powers.ts";
import { CityFeed } from "../../features/posts/city-feed.tsx";
import { formatDate } from "../../lib/format-date.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { WithMessageMember } from "./message-member.tsx";

const messages = defineMessages({
  pageTitle: { id: "shell.communityProfile.pageTitle", defaultMessage: "{city} community" },
  yourCommunity: { id: "shell.communityProfile.yourCommunity", defaultMessage: "Your community" },
  adminView: { id: "shell.communityProfile.adminView", defaultMessage: "Admin view" },
  welcome: { id: "shell.communityProfile.welcome", defaultMessage: "Welcome to {city}" },
  greeting: { id: "shell.communityProfile.greeting", defaultMessage: "Good to see you, {name}." },
  members: {
    id: "shell.communityProfile.members",
    defaultMessage: "{count, plural, one {# member} other {# members}}",
  },
  joined: { id: "shell.communityProfile.joined", defaultMessage: "You joined {date}" },
  asAdmin: { id: "shell.communityProfile.asAdmin", defaultMessage: "You are viewing as an admin" },
  activePolls: { id: "shell.communityProfile.activePolls", defaultMessage: "Active polls" },
  allPolls: { id: "shell.communityProfile.allPolls", defaultMessage: "See all polls" },
  posts: { id: "shell.communityProfile.posts", defaultMessage: "Posts" },
  openFeed: { id: "shell.communityProfile.openFeed", defaultMessage: "Open the feed" },
});

/**
 * /city/:city/profile, the members' home of a city (spec section 2): visitors go
 * to /auth, signed-in non-members to the join page; admins may look at any city.
 */
export function CommunityProfilePage() {
  return <MembersOnlyCity>{(member) => <CommunityProfile {...member} />}</MembersOnlyCity>;
}

function CommunityProfile({ city, cityName, viewer }: MemberCity) {
  const intl = useIntl();
  usePageTitle(messages.pageTitle, { city: cityName });
  const isMember = city.viewerStatus === "member";
  // The viewer query may lag a fresh approval by a moment; the join date then waits.
  const membership = viewer.memberships.find((m) => m.citySlug === city.slug);
  const cityPath = `/city/${encodeURIComponent(city.slug)}`;
  return (
    <>
      <CityBanner
        slug={city.slug}
        eyebrow={intl.formatMessage(isMember ? messages.yourCommunity : messages.adminView)}
        title={intl.formatMessage(messages.welcome, { city: cityName })}
      >
        <p className="text-lg text-balance">
          {intl.formatMessage(messages.greeting, {
            name: <span className="font-semibold text-slate-900">{viewer.username}</span>,
          })}
          {city.tagline && ` ${cityTagline(intl, city)}`}
        </p>
        <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium text-slate-700">
          <li className="inline-flex items-center gap-1.5">
            <Users aria-hidden="true" className="size-4 text-ocean-700" />
            {intl.formatMessage(messages.members, { count: city.memberCount })}
          </li>
          {membership && (
            <li className="inline-flex items-center gap-1.5">
              <CalendarCheck aria-hidden="true" className="size-4 text-ocean-700" />
              {intl.formatMessage(messages.joined, {
                // English by arithmetic, as before: no Intl on an English first screen (issue 9).
                date:
                  intl.locale === "en"
                    ? formatDate(membership.joinedAt)
                    : intl.formatDate(membership.joinedAt, { dateStyle: "medium" }),
              })}
            </li>
          )}
          {!isMember && (
            <li className="inline-flex items-center gap-1.5">
              <ShieldCheck aria-hidden="true" className="size-4 text-ocean-700" />
              {intl.formatMessage(messages.asAdmin)}
            </li>
          )}
        </ul>
      </CityBanner>
      {/* grid-cols-1 (minmax(0, 1fr)) on a phone: an implicit auto column grows to its
          widest item's longest line and pushed the page past the screen (issue 28). */}
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-start gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8 lg:px-8 lg:py-10">
        <div className="flex flex-col gap-6">
          <Card className="p-5 sm:p-6">
            <div className="flex items-center justify-between gap-3">
              <h2 className="flex items-center gap-2 text-lg font-bold tracking-tight text-slate-900">
                <Vote aria-hidden="true" className="size-5 text-ocean-700" />
                {intl.formatMessage(messages.activePolls)}
              </h2>
              <Link
                to={`${cityPath}/polls`}
                className="text-sm font-semibold text-ocean-800 hover:underline"
              >
                {intl.formatMessage(messages.allPolls)}
              </Link>
            </div>
            <div className="mt-4">
              <ActivePolls city={city.slug} powers={pollPowers(viewer, city.slug)} />
            </div>
          </Card>
          <section aria-labelledby="community-posts" className="flex flex-col gap-4">
            <div className="flex items-center justify-between gap-3">
              <h2
                id="community-posts"
                className="flex items-center gap-2 text-lg font-bold tracking-tight text-slate-900"
              >
                <Newspaper aria-hidden="true" className="size-5 text-ocean-700" />
                {intl.formatMessage(messages.posts)}
              </h2>
              <Link to={`${cityPath}/feed`} className={buttonClasses("secondary", "sm")}>
                {intl.formatMessage(messages.openFeed)}
              </Link>
            </div>
            <CityFeed city={city.slug} headingLevel={3} />
          </section>
        </div>
        <div>
          <WithMessageMember>
            <MembersList slug={city.slug} viewerId={viewer.id} />
          </WithMessageMember>
        </div>
        <DirectoryPreviews
          slug={city.slug}
          cityName={cityName}
          latest={{
            // Every directory's latest three (web/features/directories/registry.tsx).
            ...Object.fromEntries(directories.map((d) => [d.section, d.preview(city.slug)])),
            events: <NextEventsPreview city={city.slug} />,
          }}
        />
      </div>
    </>
  );
}
