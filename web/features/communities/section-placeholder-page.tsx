import { ArrowLeft, Construction } from "lucide-react";
import { Link, Navigate, useParams } from "react-router";
import { cityNameFromSlug } from "../../../contracts/city-name.ts";
import { citySectionPath, sectionAtSegment } from "../../../contracts/city-sections.ts";
import { sectionIcons } from "../../components/city/section-icons.ts";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";

const messages = defineMessages({
  title: { id: "communities.placeholder.title", defaultMessage: "{section} in {city}" },
  onItsWay: {
    id: "communities.placeholder.onItsWay",
    defaultMessage: "This section is on its way",
  },
  back: { id: "communities.placeholder.back", defaultMessage: "Back to {city}" },
});

/** /city/:city/:section/*: a section whose screens arrive with a later release. */
export function SectionPlaceholderPage() {
  const intl = useIntl();
  const { city: slug = "", section = "" } = useParams();
  // Spec: any unknown path redirects to /.
  const found = sectionAtSegment(section);
  if (!found) return <Navigate to="/" replace />;
  // A built section's address that no page matches: its list is the nearest page.
  if ("built" in found.section) {
    return <Navigate to={citySectionPath(slug, found.section)} replace />;
  }
  const { label } = found;
  const Icon = sectionIcons[found.section.slug];
  const cityName = cityNameFromSlug(slug);

  return (
    <div className="bg-linear-to-b from-ocean-50 via-white to-slate-50">
      <div className="mx-auto max-w-2xl px-4 py-14 sm:px-6 sm:py-20">
        <Card className="relative overflow-hidden p-6 text-center sm:p-10">
          <div
            aria-hidden="true"
            className="absolute inset-x-0 top-0 h-1.5 bg-linear-to-r from-ocean-500 via-ocean-300 to-sand-300"
          />
          <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-ocean-100 text-ocean-800">
            <Icon aria-hidden="true" className="size-8" />
          </span>
          <h1 className="mt-6 text-2xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-3xl">
            {intl.formatMessage(messages.title, { section: label, city: cityName })}
          </h1>
          <p className="mt-3 text-slate-600">{found.section.description}</p>
          <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-sand-100 px-3 py-1 text-sm font-semibold text-amber-900">
            <Construction aria-hidden="true" className="size-4" />
            {intl.formatMessage(messages.onItsWay)}
          </p>
          <div className="mt-8">
            <Link
              to={`/city/${encodeURIComponent(slug)}/profile`}
              className={`${buttonClasses("secondary")} max-w-full`}
            >
              <ArrowLeft aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">
                {intl.formatMessage(messages.back, { city: cityName })}
              </span>
            </Link>
          </div>
        </Card>
      </div>
    </div>
  );
}
