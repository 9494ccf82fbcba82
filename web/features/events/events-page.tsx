import { Plus } from "lucide-react";
import { Link } from "react-router";
import { CityBanner } from "../../components/city/city-banner.tsx";
import { PublicCity, type PublicCityView } from "../../components/city/public-city.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Tabs, useTabParam } from "../../components/ui/tabs.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { SubscribeToCityCalendar } from "./calendar-links.tsx";
import { EventList } from "./event-list.tsx";

const messages = defineMessages({
  upcoming: { id: "events.upcomingTab", defaultMessage: "Upcoming" },
  past: { id: "events.pastTab", defaultMessage: "Past" },
  title: { id: "events.pageTitle", defaultMessage: "Events in {city}" },
  intro: {
    id: "events.intro",
    defaultMessage: "Beach clean-ups, markets and meetups. Times are {city} time.",
  },
  create: { id: "events.createButton", defaultMessage: "Create event" },
  tabs: { id: "events.tabs", defaultMessage: "Events" },
});

const tabs = ["upcoming", "past"] as const;

/**
 * /city/:city/events (product decision 8): upcoming events soonest first and
 * past ones in a second tab, public to read; members create events.
 */
export function EventsPage() {
  return <PublicCity>{(found) => <Events {...found} />}</PublicCity>;
}

function Events({ city, cityName }: PublicCityView) {
  // ?tab=past, so the Past tab can be linked to and survives a reload.
  const [current, select] = useTabParam(["upcoming", "past"]);
  const isMember = city.viewerStatus === "member";
  const intl = useIntl();

  return (
    <>
      <CityBanner
        slug={city.slug}
        eyebrow={cityName}
        title={intl.formatMessage(messages.title, { city: cityName })}
      >
        <p className="text-lg text-balance">
          {intl.formatMessage(messages.intro, { city: cityName })}
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {isMember && (
            <Link
              to={`/city/${encodeURIComponent(city.slug)}/events/new`}
              className={buttonClasses("primary")}
            >
              <Plus aria-hidden="true" className="size-4" />
              {intl.formatMessage(messages.create)}
            </Link>
          )}
          <SubscribeToCityCalendar city={city.slug} cityName={cityName} />
        </div>
      </CityBanner>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
        <Tabs
          label={intl.formatMessage(messages.tabs)}
          value={current}
          onChange={select}
          tabs={tabs.map((value) => ({
            value,
            label: intl.formatMessage(messages[value]),
            panel: <EventList city={city.slug} when={value} />,
          }))}
        />
      </div>
    </>
  );
}
