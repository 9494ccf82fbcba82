import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type CitySectionSlug, citySections } from "../../../contracts/city-sections.ts";
import { sectionIcons } from "../../components/city/section-icons.ts";
import { Card } from "../../components/ui/card.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";

const messages = defineMessages({
  around: { id: "communities.around", defaultMessage: "Around {city}" },
  viewAll: { id: "communities.viewAll", defaultMessage: "View All" },
  nothingYet: { id: "communities.nothingYet", defaultMessage: "Nothing here yet" },
});

// Spec: a preview card for each directory, whose View All link goes to the shortcut with ?city=.
const previews = citySections.filter((section) => section.visibility === "public");

const spans = [
  "lg:col-span-2",
  "lg:col-span-2",
  "lg:col-span-2",
  "lg:col-span-3",
  "sm:col-span-2 lg:col-span-3",
];

/**
 * Marketplace, Properties, Events, Dining and Shopping on the community profile.
 * Each shows the city's latest 3 (product decision 23), given by the page that
 * puts the features side by side; a section not built yet says so rather than
 * show made-up items.
 */
export function DirectoryPreviews({
  slug,
  cityName,
  latest = {},
}: {
  slug: string;
  cityName: string;
  /** Each section's latest items, drawn by its own feature. */
  latest?: Partial<Record<CitySectionSlug, ReactNode>>;
}) {
  const intl = useIntl();
  return (
    <section aria-labelledby="directories-title" className="lg:col-span-2">
      <h2 id="directories-title" className="text-xl font-bold tracking-tight text-slate-900">
        {intl.formatMessage(messages.around, { city: cityName })}
      </h2>
      {/* Three across, then two wider ones: five cards without a hole in the grid. */}
      {/* Columns of minmax(0, 1fr), never an auto column as wide as a card's longest line. */}
      <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-6">
        {previews.map(({ slug: section, label, shortcut, description }, index) => {
          const Icon = sectionIcons[section];
          return (
            <li key={section} className={`grid grid-cols-1 ${spans[index]}`}>
              <Card className="flex flex-col p-5">
                <div className="flex items-center gap-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-ocean-50 text-ocean-700">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <h3 className="font-bold text-slate-900">{label}</h3>
                  <Link
                    to={`${shortcut}?city=${encodeURIComponent(slug)}`}
                    className="ml-auto inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-ocean-700 underline-offset-2 hover:underline"
                  >
                    {intl.formatMessage(messages.viewAll)}
                    <span className="sr-only"> {label}</span>
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </div>
                <p className="mt-3 text-sm text-slate-600">{description}</p>
                <div className="mt-4 flex flex-1 flex-col justify-end">
                  {latest[section] ?? (
                    <p className="rounded-lg border border-dashed border-slate-300 px-3 py-2.5 text-center text-sm text-slate-600">
                      {intl.formatMessage(messages.nothingYet)}
                    </p>
                  )}
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
