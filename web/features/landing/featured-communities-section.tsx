import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { launchCities } from "../../../contracts/launch-cities.ts";
import type { CityCardCity } from "../../components/city/city-card.tsx";
import { CityCard } from "../../components/city/city-card.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useCities } from "../../lib/use-cities.ts";

const messages = defineMessages({
  eyebrow: { id: "landing.featured.eyebrow", defaultMessage: "Featured communities" },
  title: {
    id: "landing.featured.title",
    defaultMessage:
      "{count, plural, =1 {One} =2 {Two} =3 {Three} =4 {Four} =5 {Five} =6 {Six} =7 {Seven} =8 {Eight} =9 {Nine} other {#}} coastlines, one neighbourhood",
  },
  text: {
    id: "landing.featured.text",
    defaultMessage:
      "Each city has its own feed, polls, marketplace and guides, run by the people who live there.",
  },
  all: { id: "landing.featured.all", defaultMessage: "All communities" },
});

/**
 * Spec: the three featured communities. The words are here too, so the section
 * shows at once and still stands if /api/cities is slow or down; the server's
 * copy and the viewer's badges replace them when they arrive.
 */
const featured: CityCardCity[] = launchCities.map(({ slug, name, tagline }) => ({
  slug,
  name,
  tagline,
}));

/** The featured three first, then every city an admin added since (decision 27), by name. */
export function FeaturedCommunitiesSection() {
  const intl = useIntl();
  const { data: cities } = useCities();
  const cards = [
    ...featured.map((city) => cities?.find((loaded) => loaded.slug === city.slug) ?? city),
    ...(cities ?? []).filter((city) => !featured.some((each) => each.slug === city.slug)),
  ];
  return (
    <section aria-labelledby="featured-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-wide text-ocean-700 uppercase">
              {intl.formatMessage(messages.eyebrow)}
            </p>
            <h2
              id="featured-title"
              className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
            >
              {intl.formatMessage(messages.title, { count: cards.length })}
            </h2>
            <p className="mt-3 text-lg text-slate-600">{intl.formatMessage(messages.text)}</p>
          </div>
          <Link
            to="/communities"
            className="inline-flex shrink-0 items-center gap-1 self-start rounded font-semibold whitespace-nowrap text-ocean-700 hover:text-ocean-900 sm:self-auto"
          >
            {intl.formatMessage(messages.all)}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {cards.map((city) => (
            <li key={city.slug} className="grid">
              <CityCard city={city} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
