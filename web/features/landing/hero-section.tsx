import { ArrowRight, Check, MapPin } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useViewer } from "../../lib/use-viewer.ts";
import { HeroArt } from "./hero-art.tsx";
import { landingActions } from "./landing-actions.ts";

const messages = defineMessages({
  free: { id: "landing.hero.free", defaultMessage: "Free to join" },
  real: { id: "landing.hero.real", defaultMessage: "Real neighbours" },
  approved: { id: "landing.hero.approved", defaultMessage: "Admin-approved members" },
  welcome: { id: "landing.hero.welcome", defaultMessage: "Welcome to {name}" },
  tagline: {
    id: "landing.hero.tagline",
    defaultMessage: "Your city by the sea, together in one friendly community.",
  },
  intro: {
    id: "landing.hero.intro",
    defaultMessage:
      "Share what is happening on your stretch of coast, swap tips with neighbours, and find a place to live, a table for dinner or a board for the weekend.",
  },
});

const promises = [messages.free, messages.real, messages.approved];

/** Spec: the welcome banner with a Join Now button leading to sign-up. */
export function HeroSection() {
  const intl = useIntl();
  const { data: viewer, isPending } = useViewer();
  const actions = isPending ? null : landingActions(viewer ?? null);
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-linear-to-b from-sand-50 via-white to-ocean-50"
    >
      <div
        aria-hidden="true"
        className="absolute -top-32 -right-32 size-[28rem] rounded-full bg-ocean-200/40 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute top-40 -left-40 size-[24rem] rounded-full bg-sand-200/50 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-14 px-4 pt-12 pb-20 sm:px-6 sm:pt-16 lg:grid-cols-[1fr_1.05fr] lg:gap-16 lg:px-8 lg:pt-20 lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-ocean-200 bg-white/80 px-3 py-1 text-sm font-semibold text-ocean-800 shadow-sm">
            <MapPin aria-hidden="true" className="size-4" />
            Gold Coast · Miami · Cape Town
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
          >
            {intl.formatMessage(messages.welcome, {
              name: <span className="text-ocean-700">Coastal</span>,
            })}
          </h1>
          <p className="mt-4 text-xl font-semibold text-balance text-slate-800 sm:text-2xl">
            {intl.formatMessage(messages.tagline)}
          </p>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-slate-600">
            {intl.formatMessage(messages.intro)}
          </p>
          {/* Held open while the session is checked, so buttons do not jump in; on phones
              the two buttons stack, so two rows are held (the prerendered page has none). */}
          <div className="mt-8 flex min-h-[6.75rem] flex-wrap gap-3 sm:min-h-12">
            {actions && (
              <>
                <Link
                  to={actions.primary.to}
                  className={`${buttonClasses("primary", "lg")} w-full sm:w-auto`}
                >
                  {intl.formatMessage(actions.primary.label)}
                  <ArrowRight aria-hidden="true" className="size-5" />
                </Link>
                {actions.secondary && (
                  <Link
                    to={actions.secondary.to}
                    className={`${buttonClasses("secondary", "lg")} w-full sm:w-auto`}
                  >
                    {intl.formatMessage(actions.secondary.label)}
                  </Link>
                )}
              </>
            )}
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
            {promises.map((promise) => (
              <li key={promise.id} className="inline-flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 text-emerald-700" />
                {intl.formatMessage(promise)}
              </li>
            ))}
          </ul>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}
