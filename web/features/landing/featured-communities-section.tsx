import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { CityCardCity } from "../../components/city/city-card.tsx";
import { CityCard } from "../../components/city/city-card.tsx";
import { useCities } from "../../lib/use-cities.ts";

/**
 * Spec: the three featured communities. The words are here too, so the section
 * shows at once and still stands if /api/cities is slow or down; the server's
 * copy and the viewer's badges replace them when they arrive.
 */
const featured: CityCardCity[] = [
  {
    slug: "gold-coast",
    name: "Gold Coast",
    tagline: "Surf breaks, hinterland trails and 300 days of sunshine.",
  },
  {
    slug: "miami",
    name: "Miami",
    tagline: "Art deco, Biscayne Bay and the best cafecito in town.",
  },
  {
    slug: "cape-town",
    name: "Cape Town",
    tagline: "Table Mountain mornings and Atlantic seaboard sunsets.",
  },
];

const countWords = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine"];

/** The featured three first, then every city an admin added since (decision 27), by name. */
export function FeaturedCommunitiesSection() {
  const { data: cities } = useCities();
  const cards = [
    ...featured.map((city) => cities?.find((loaded) => loaded.slug === city.slug) ?? city),
    ...(cities ?? []).filter((city) => !featured.some((each) => each.slug === city.slug)),
  ];
  const count = countWords[cards.length] ?? String(cards.length);
  return (
    <section aria-labelledby="featured-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-wide text-ocean-700 uppercase">
              Featured communities
            </p>
            <h2
              id="featured-title"
              className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
            >
              {count} coastlines, one neighbourhood
            </h2>
            <p className="mt-3 text-lg text-slate-600">
              Each city has its own feed, polls, marketplace and guides, run by the people who live
              there.
            </p>
          </div>
          <Link
            to="/communities"
            className="inline-flex shrink-0 items-center gap-1 self-start rounded font-semibold whitespace-nowrap text-ocean-700 hover:text-ocean-900 sm:self-auto"
          >
            All communities
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
