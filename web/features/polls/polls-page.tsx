import { CityBanner } from "../../components/city/city-banner.tsx";
import { type MemberCity, MembersOnlyCity } from "../../components/city/members-only-city.tsx";
import { BackLink } from "../../components/ui/back-link.tsx";
import { Tabs, useTabParam } from "../../components/ui/tabs.tsx";
import { ActivePolls } from "./active-polls.tsx";
import { PollList } from "./poll-list.tsx";
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
  const cityPath = `/city/${encodeURIComponent(city.slug)}`;

  // ?tab=closed, so the Closed tab can be linked to and survives a reload.
  const [current, select] = useTabParam(["active", "closed"]);

  return (
    <>
      <CityBanner slug={city.slug} eyebrow={cityName} title="Community Polls">
        <p className="text-lg text-balance">
          Have your say on what matters in {cityName}. Results show once you have voted.
        </p>
        <BackLink to={`${cityPath}/profile`} className="mt-4">
          Back to the {cityName} community
        </BackLink>
      </CityBanner>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
        <Tabs
          label="Polls"
          value={current}
          onChange={select}
          tabs={[
            {
              value: "active",
              label: "Active",
              panel: <ActivePolls city={city.slug} powers={powers} headingLevel={2} />,
            },
            {
              value: "closed",
              label: "Closed",
              panel: (
                <PollList
                  city={city.slug}
                  status="closed"
                  powers={powers}
                  emptyMessage="No closed polls yet."
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
