import { Link } from "react-router";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { couldNotLoad } from "../../lib/api-error-text.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useCities } from "../../lib/use-cities.ts";
import { CityFormatsEditor } from "./city-format-fields.tsx";

const messages = defineMessages({
  title: { id: "adminCities.listTitle", defaultMessage: "Cities" },
  loading: { id: "adminCities.loading", defaultMessage: "Loading cities…" },
  theCities: { id: "adminCities.theCities", defaultMessage: "the cities" },
  none: { id: "adminCities.none", defaultMessage: "No cities yet. Add the first above." },
});

/** The Cities tab's list: each city's address, time zone, locale and currency, changed in place. */
export function CityList() {
  const intl = useIntl();
  const cities = useCities();
  return (
    <section aria-labelledby="cities-title">
      <h2 id="cities-title" className="text-xl font-bold text-slate-900">
        {intl.formatMessage(messages.title)}
      </h2>
      {cities.isPending ? (
        <div role="status" aria-busy="true" className="mt-4 flex flex-col gap-2">
          <span className="sr-only">{intl.formatMessage(messages.loading)}</span>
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : cities.isError ? (
        <LoadFailed
          className="mt-4"
          message={couldNotLoad(intl.formatMessage(messages.theCities), cities.error)}
          retrying={cities.isFetching}
          onRetry={() => cities.refetch()}
        />
      ) : cities.data.length === 0 ? (
        <p className="mt-4 text-slate-600">{intl.formatMessage(messages.none)}</p>
      ) : (
        <ul aria-labelledby="cities-title" className="mt-4 flex flex-col gap-2">
          {cities.data.map((city) => (
            <li
              key={city.slug}
              className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3"
            >
              {city.coverUrl ? (
                <img
                  src={city.coverUrl}
                  alt=""
                  className="h-10 w-16 shrink-0 rounded-md bg-slate-100 object-cover"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="h-10 w-16 shrink-0 rounded-md bg-linear-to-br from-ocean-100 to-sand-100"
                />
              )}
              <div className="min-w-0 flex-1">
                <Link
                  to={`/city/${city.slug}`}
                  className="font-semibold text-slate-900 hover:text-ocean-700"
                >
                  {city.name}
                </Link>
                <p className="truncate text-sm text-slate-600">
                  /city/{city.slug} · {city.timeZone.replaceAll("_", " ")} · {city.locale} ·{" "}
                  {city.currency}
                </p>
              </div>
              <CityFormatsEditor city={city} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
