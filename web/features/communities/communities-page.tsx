import { useDeferredValue } from "react";
import { Link } from "react-router";
import { CityCard } from "../../components/city/city-card.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { couldNotLoadText } from "../../lib/api-error-text.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useCities } from "../../lib/use-cities.ts";
import { useViewer } from "../../lib/use-viewer.ts";
import { JoiningSteps } from "./joining-steps.tsx";

const messages = defineMessages({
  eyebrow: { id: "landing.communities.eyebrow", defaultMessage: "Find your coastline" },
  title: { id: "landing.communities.title", defaultMessage: "Coastal Communities" },
  intro: {
    id: "landing.communities.intro",
    defaultMessage:
      "Join a city to post, react and vote with your neighbours. Anyone can browse its marketplace, property, dining, shopping and events.",
  },
  signInToJoin: {
    id: "landing.communities.signInToJoin",
    defaultMessage:
      "<signIn>Log in</signIn> or <signUp>create an account</signUp> to request membership of a community.",
  },
  theCommunities: { id: "landing.communities.theCommunities", defaultMessage: "the communities" },
  loading: { id: "landing.communities.loading", defaultMessage: "Loading communities" },
});

/** Spec: the "Coastal Communities" grid; each card links to /city/{slug} with its badge. */
export function CommunitiesPage() {
  const intl = useIntl();
  const cities = useCities();
  // The cards (each with its scene) are drawn as a transition once the list arrives, in
  // slices the browser can interleave with input, not as one long task (decision 033).
  const shownCities = useDeferredValue(cities.data);
  const { data: viewer, isPending: viewerPending } = useViewer();
  return (
    <div className="bg-linear-to-b from-ocean-50 via-white to-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <header className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-ocean-700 uppercase">
            {intl.formatMessage(messages.eyebrow)}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            {intl.formatMessage(messages.title)}
          </h1>
          <p className="mt-3 text-lg text-slate-600">{intl.formatMessage(messages.intro)}</p>
        </header>
        {/* Held (unseen) while the session is checked: visitors, who get this page prerendered,
            would otherwise see the grid jump down when it appears. */}
        {(viewer === null || viewerPending) && (
          <p className={`mt-6 text-sm text-slate-700 ${viewerPending ? "invisible" : ""}`}>
            {intl.formatMessage(messages.signInToJoin, {
              signIn: (words) => (
                <Link
                  to="/auth"
                  className="font-semibold text-ocean-700 underline-offset-2 hover:underline"
                >
                  {words}
                </Link>
              ),
              signUp: (words) => (
                <Link
                  to="/auth?mode=signup"
                  className="font-semibold text-ocean-700 underline-offset-2 hover:underline"
                >
                  {words}
                </Link>
              ),
            })}
          </p>
        )}
        <div className="mt-10">
          {cities.isError ? (
            <LoadFailed
              message={couldNotLoadText(
                intl,
                intl.formatMessage(messages.theCommunities),
                cities.error,
              )}
              retrying={cities.isFetching}
              onRetry={() => cities.refetch()}
              className="max-w-xl"
            />
          ) : !shownCities ? (
            <CityGridSkeleton />
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shownCities.map((city) => (
                <li key={city.slug} className="grid">
                  <CityCard city={city} />
                </li>
              ))}
            </ul>
          )}
        </div>
        {/* Members have been through it already. */}
        {!viewer?.memberships.length && <JoiningSteps />}
      </div>
    </div>
  );
}

function CityGridSkeleton() {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{intl.formatMessage(messages.loading)}</span>
      {[0, 1, 2].map((key) => (
        <div key={key} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
          <Skeleton className="aspect-[5/3] rounded-none" />
          {/* As tall as a card's name, two-line tagline and local time, so nothing moves. */}
          <div className="flex flex-col gap-2 p-5">
            <Skeleton className="my-1 h-5 w-1/2" />
            <div className="flex flex-col gap-1.5 py-[3px]">
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="h-4 w-2/3" />
            </div>
            <Skeleton className="mt-3 h-5 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
