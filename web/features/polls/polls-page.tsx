import * as Tabs from "@radix-ui/react-tabs";
import { ArrowLeft } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { CityBanner } from "../../components/city/city-banner.tsx";
import { type MemberCity, MembersOnlyCity } from "../../components/city/members-only-city.tsx";
import { ActivePolls } from "./active-polls.tsx";
import { PollList } from "./poll-list.tsx";
import { pollPowers } from "./poll-powers.ts";

const tabs = [
  { value: "active", label: "Active" },
  { value: "closed", label: "Closed" },
] as const;

/**
 * /city/:city/polls, "Community Polls" (product decision 7): open polls in one
 * tab, closed and expired ones with their results in another. Members only:
 * visitors go to /auth, signed-in non-members to the join page; admins may look.
 */
export function PollsPage() {
  return <MembersOnlyCity>{(member) => <Polls {...member} />}</MembersOnlyCity>;
}

function Polls({ city, cityName, viewer }: MemberCity) {
  const [params, setParams] = useSearchParams();
  const powers = pollPowers(viewer, city.slug);
  const cityPath = `/city/${encodeURIComponent(city.slug)}`;

  // ?tab=closed, so the Closed tab can be linked to and survives a reload.
  const current = params.get("tab") === "closed" ? "closed" : "active";
  const select = (value: string) =>
    setParams(value === "closed" ? { tab: "closed" } : {}, { replace: true });

  return (
    <>
      <CityBanner slug={city.slug} eyebrow={cityName} title="Community Polls">
        <p className="text-lg text-balance">
          Have your say on what matters in {cityName}. Results show once you have voted.
        </p>
        <Link
          to={`${cityPath}/profile`}
          className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-ocean-700 underline-offset-2 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the {cityName} community
        </Link>
      </CityBanner>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
        <Tabs.Root value={current} onValueChange={select}>
          <Tabs.List aria-label="Polls" className="flex border-b border-slate-200">
            {tabs.map((tab) => (
              <Tabs.Trigger
                key={tab.value}
                value={tab.value}
                className="-mb-px border-b-2 border-transparent px-4 py-3 text-sm font-semibold text-slate-600 transition-colors hover:text-slate-900 data-[state=active]:border-ocean-700 data-[state=active]:text-ocean-800"
              >
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="active" className="pt-6 focus-visible:outline-offset-4">
            <ActivePolls city={city.slug} powers={powers} headingLevel={2} />
          </Tabs.Content>
          <Tabs.Content value="closed" className="pt-6 focus-visible:outline-offset-4">
            <PollList
              city={city.slug}
              status="closed"
              powers={powers}
              emptyMessage="No closed polls yet."
              headingLevel={2}
            />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </>
  );
}
