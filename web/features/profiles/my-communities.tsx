import { ArrowRight, MapPin } from "lucide-react";
import { Link } from "react-router";
import { cityNameFromSlug } from "../../../contracts/city-name.ts";
import type { OwnProfile } from "../../../contracts/profiles.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";

const messages = defineMessages({
  none: { id: "profiles.communities.none", defaultMessage: "You haven't joined a community yet." },
  browse: { id: "profiles.communities.browse", defaultMessage: "Browse communities" },
  since: { id: "profiles.communities.since", defaultMessage: "Member since <time>{date}</time>" },
  viewLabel: {
    id: "profiles.communities.viewLabel",
    defaultMessage: "View Community Profile: {city}",
  },
  view: { id: "profiles.communities.view", defaultMessage: "View Community Profile" },
  waiting: {
    id: "profiles.communities.waiting",
    defaultMessage: "Waiting for an admin to approve your request",
  },
  pending: { id: "profiles.communities.pending", defaultMessage: "Pending" },
});

/**
 * Spec: each community with its member-since date and a "View Community Profile"
 * button. Requests still waiting for an admin are listed too, so a new user sees
 * their application rather than "no communities".
 */
export function MyCommunities({
  memberships,
  pendingCitySlugs,
}: {
  memberships: OwnProfile["memberships"];
  pendingCitySlugs: string[];
}) {
  const intl = useIntl();
  if (memberships.length === 0 && pendingCitySlugs.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-5">
        <p className="text-sm text-slate-700">{intl.formatMessage(messages.none)}</p>
        <Link to="/communities" className={buttonClasses("primary", "sm")}>
          {intl.formatMessage(messages.browse)}
        </Link>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {memberships.map((membership) => (
        <li
          key={membership.citySlug}
          className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center"
        >
          <CityIcon />
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold text-slate-900">{membership.cityName}</h3>
            <p className="text-sm text-slate-600">
              {intl.formatMessage(messages.since, {
                date: intl.formatDate(membership.joinedAt, {
                  month: "short",
                  day: "numeric",
                  year: "numeric",
                }),
                time: (chunks) => <time dateTime={membership.joinedAt}>{chunks}</time>,
              })}
            </p>
          </div>
          <Link
            to={`/city/${membership.citySlug}/profile`}
            // Several communities share the button's words; the label says which one.
            aria-label={intl.formatMessage(messages.viewLabel, { city: membership.cityName })}
            className={buttonClasses("secondary", "sm")}
          >
            {intl.formatMessage(messages.view)}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </li>
      ))}
      {pendingCitySlugs.map((slug) => (
        <li
          key={slug}
          className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-slate-300 p-4"
        >
          <CityIcon />
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold text-slate-900">{cityNameFromSlug(slug)}</h3>
            <p className="text-sm text-slate-600">{intl.formatMessage(messages.waiting)}</p>
          </div>
          <Badge tone="sand">{intl.formatMessage(messages.pending)}</Badge>
        </li>
      ))}
    </ul>
  );
}

function CityIcon() {
  return (
    <span
      aria-hidden="true"
      className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-ocean-50 text-ocean-700 sm:inline-flex"
    >
      <MapPin className="size-5" />
    </span>
  );
}
