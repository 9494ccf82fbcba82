import { CityBanner } from "../../components/city/city-banner.tsx";
import { type MemberCity, MembersOnlyCity } from "../../components/city/members-only-city.tsx";
import { BackLink } from "../../components/ui/back-link.tsx";
import { Tabs, useTabParam } from "../../components/ui/tabs.tsx";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { ActivePolls } from "./active-polls.tsx";
import { PollList } from "./poll-list.tsx";
import { pollWords } from "./poll-messages.ts";
import { pollPowers } from "./poll-powers.ts";

/**
 * /city/:city/polls, "Community Polls" (product decision 7): open polls in one
 * tab, closed and expired ones with their results in another. Members only:
 * visitors go to /auth, signed-in non-members to the join page; admins may look.
 */
export function PollsPage() {
  return <MembersOnlyCity>{(member) => <Polls {...member} />}</MembersOnlyCity>;
}

function Polls({ city, cityName, viewer }: MemberCity) {
  const powers = pollPowers(viewer, city.slug);
  const intl = useIntl();
  usePageTitle(pollWords.pageTitle);
  const cityPath = `/city/${encodeURIComponent(city.slug)}`;

  // ?tab=closed, so the Closed tab can be linked to and survives a reload.
  const [current, select] = useTabParam(["active", "closed"]);

  return (
    <>
      <CityBanner
        slug={city.slug}
        eyebrow={cityName}
        title={intl.formatMessage(pollWords.pageTitle)}
      >
        <p className="text-lg text-balance">
          {intl.formatMessage(pollWords.pageLead, { city: cityName })}
        </p>
        <BackLink to={`${cityPath}/profile`} className="mt-4">
          {intl.formatMessage(pollWords.backToCommunity, { city: cityName })}
        </BackLink>
      </CityBanner>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
        <Tabs
          label={intl.formatMessage(pollWords.polls)}
          value={current}
          onChange={select}
          tabs={[
            {
              value: "active",
              label: intl.formatMessage(pollWords.active),
              panel: <ActivePolls city={city.slug} powers={powers} headingLevel={2} />,
            },
            {
              value: "closed",
              label: intl.formatMessage(pollWords.closed),
              panel: (
                <PollList
                  city={city.slug}
                  status="closed"
                  powers={powers}
                  emptyMessage={intl.formatMessage(pollWords.noClosedPolls)}
                  headingLevel={2}
                />
              ),
            },
          ]}
        />
      </div>
    </>
  );
}
