import { ArrowRight, Clock } from "lucide-react";
import { Link } from "react-router";
import type { City } from "../../../contracts/communities.ts";
import { formatClockAtOffset } from "../../lib/format-date.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Badge } from "../ui/badge.tsx";
import { cityTagline } from "./city-tagline.ts";
import { CityScene } from "./scenes/city-scene.tsx";

const messages = defineMessages({
  member: { id: "ui.cityCard.member", defaultMessage: "Member" },
  pending: { id: "ui.cityCard.pending", defaultMessage: "Pending" },
  join: { id: "ui.cityCard.join", defaultMessage: "Join Now" },
  localTime: { id: "ui.cityCard.localTime", defaultMessage: "{time} local time" },
  visit: { id: "ui.cityCard.visit", defaultMessage: "Visit" },
});

/** Spec: "Member" (active), "Pending", or "Join Now" (anyone else, visitors included). */
const statusBadges = {
  member: { label: messages.member, tone: "green" },
  pending: { label: messages.pending, tone: "sand" },
  none: { label: messages.join, tone: "ocean" },
} as const;

export type CityCardCity = Pick<City, "slug" | "name" | "tagline"> & {
  /** From the server's answer; the words built into a page have none, and show no clock. */
  utcOffsetMinutes?: number;
  /** An added city's cover photo; the seeded cities (and any city without one) are drawn. */
  coverUrl?: string | null;
  /** Unknown while the viewer's standing loads: the badge is left out, not guessed. */
  viewerStatus?: City["viewerStatus"];
};

/** A city community as a card; the whole card follows the link to /city/{slug}. */
export function CityCard({
  city,
  headingLevel: Heading = "h2",
}: {
  city: CityCardCity;
  headingLevel?: "h2" | "h3";
}) {
  const intl = useIntl();
  const badge = city.viewerStatus ? statusBadges[city.viewerStatus] : null;
  // Prerendered cards leave the clock out until the browser can read its own.
  const hydrated = useHydrated();
  const offset = city.utcOffsetMinutes;
  // English by arithmetic, as before (no Intl on an English first screen, issue 9); another
  // language writes the city's clock its own way ("16:17"), shifted from UTC by the offset.
  const time =
    !hydrated || offset === undefined
      ? null
      : intl.locale === "en"
        ? formatClockAtOffset(offset)
        : intl.formatTime(Date.now() + offset * 60_000, { timeZone: "UTC" });
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition duration-200 hover:-translate-y-0.5 hover:shadow-lg hover:shadow-ocean-900/10 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ocean-600 has-[a:focus-visible]:ring-offset-2">
      <div className="relative aspect-[5/3] overflow-hidden bg-ocean-50">
        <div className="size-full transition duration-500 group-hover:scale-[1.03]">
          {city.coverUrl ? (
            // The name is the card's heading right below: the photo adds nothing to read.
            <img
              src={city.coverUrl}
              alt=""
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
            />
          ) : (
            <CityScene slug={city.slug} />
          )}
        </div>
        {badge && (
          <span className="absolute top-3 right-3 rounded-full shadow-sm ring-1 ring-white/70">
            <Badge tone={badge.tone}>{intl.formatMessage(badge.label)}</Badge>
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Heading className="text-lg font-bold tracking-tight text-slate-900">
          {/* The link's box stretches over the card, so its name is just the city. */}
          <Link
            to={`/city/${city.slug}`}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {city.name}
          </Link>
        </Heading>
        {city.tagline && (
          <p className="text-sm leading-relaxed text-slate-600">{cityTagline(intl, city)}</p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1 pt-3 text-sm">
          {time ? (
            <span className="inline-flex items-center gap-1.5 whitespace-nowrap text-slate-600">
              <Clock aria-hidden="true" className="size-4" />
              {intl.formatMessage(messages.localTime, { time })}
            </span>
          ) : (
            <span />
          )}
          <span
            aria-hidden="true"
            className="inline-flex items-center gap-1 font-semibold text-ocean-700"
          >
            {intl.formatMessage(messages.visit)}
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </div>
      </div>
    </article>
  );
}
