import * as Tabs from "@radix-ui/react-tabs";
import { Plus } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { CityBanner } from "../../components/city/city-banner.tsx";
import { PublicCity, type PublicCityView } from "../../components/city/public-city.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { SubscribeToCityCalendar } from "./calendar-links.tsx";
import { EventList } from "./event-list.tsx";

const tabs = [
  { value: "upcoming", label: "Upcoming" },
  { value: "past", label: "Past" },
] as const;

/**
 * /city/:city/events (product decision 8): upcoming events soonest first and
 * past ones in a second tab, public to read; members create events.
 */
export function EventsPage() {
  return <PublicCity>{(found) => <Events {...found} />}</PublicCity>;
}

function Events({ city, cityName }: PublicCityView) {
  const [params, setParams] = useSearchParams();
  // ?tab=past, so the Past tab can be linked to and survives a reload.
  const current = params.get("tab") === "past" ? "past" : "upcoming";
  const select = (value: string) =>
    setParams(value === "past" ? { tab: "past" } : {}, { replace: true });
  const isMember = city.viewerStatus === "member";

  return (
    <>
      <CityBanner slug={city.slug} eyebrow={cityName} title={`Events in ${cityName}`}>
        <p className="text-lg text-balance">
          Beach clean-ups, markets and meetups. Times are {cityName} time.
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {isMember && (
            <Link
              to={`/city/${encodeURIComponent(city.slug)}/events/new`}
              className={buttonClasses("primary")}
            >
              <Plus aria-hidden="true" className="size-4" />
              Create event
            </Link>
          )}
          <SubscribeToCityCalendar city={city.slug} cityName={cityName} />
        </div>
      </CityBanner>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
        <Tabs.Root value={current} onValueChange={select}>
          <Tabs.List aria-label="Events" className="flex border-b border-slate-200">
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
          {tabs.map((tab) => (
            <Tabs.Content
              key={tab.value}
              value={tab.value}
              className="pt-6 focus-visible:outline-offset-4"
            >
              <EventList city={city.slug} when={tab.value} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </div>
    </>
  );
}
