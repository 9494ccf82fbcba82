import { Users } from "lucide-react";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import type { CityDetail } from "../../../contracts/communities.ts";
import { CityBanner } from "../../components/city/city-banner.tsx";
import { type MemberCity, SignedInCity } from "../../components/city/members-only-city.tsx";
import { BackLink } from "../../components/ui/back-link.tsx";
import { Card } from "../../components/ui/card.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { JoinForm } from "./join-form.tsx";
import { JoinReviewSteps } from "./join-review-steps.tsx";
import { MembershipPendingNotice } from "./membership-pending-notice.tsx";
import { RequestSentPanel } from "./request-sent-panel.tsx";
import { submitProblemMessage, useSubmitMembershipRequest } from "./submit-membership-request.ts";

const messages = defineMessages({
  requestToJoin: { id: "communities.requestToJoin", defaultMessage: "Request to join" },
  requestIntro: {
    id: "communities.requestIntro",
    defaultMessage: "Tell the admins a little about yourself. Every answer is required.",
  },
  members: {
    id: "communities.memberCount",
    defaultMessage: "{count, plural, one {# member} other {# members}}",
  },
  eyebrow: { id: "communities.joinEyebrow", defaultMessage: "Join the community" },
  allCommunities: { id: "communities.allCommunities", defaultMessage: "All communities" },
});

/**
 * /city/:city, spec section 2: visitors go to /auth, members to the community
 * profile; a pending request shows "Membership Pending"; anyone else gets the form.
 */
export function JoinCityPage() {
  return <SignedInCity>{(found) => <JoinCity {...found} />}</SignedInCity>;
}

function JoinCity({ city, cityName }: MemberCity) {
  const intl = useIntl();
  const submit = useSubmitMembershipRequest(city.slug);

  // After a successful request the city reads "pending"; the countdown still has to run.
  if (submit.isSuccess) {
    return (
      <JoinLayout city={city} cityName={cityName}>
        <RequestSentPanel />
      </JoinLayout>
    );
  }
  if (city.viewerStatus === "member") {
    return <Navigate to={`/city/${encodeURIComponent(city.slug)}/profile`} replace />;
  }
  if (city.viewerStatus === "pending") {
    return (
      <JoinLayout city={city} cityName={cityName}>
        <MembershipPendingNotice cityName={cityName} />
      </JoinLayout>
    );
  }
  return (
    <JoinLayout city={city} cityName={cityName}>
      <h2 className="text-xl font-bold tracking-tight text-slate-900">
        {intl.formatMessage(messages.requestToJoin)}
      </h2>
      <p className="mt-1 mb-6 text-sm text-slate-600">
        {intl.formatMessage(messages.requestIntro)}
      </p>
      <JoinForm
        busy={submit.isPending}
        serverProblem={submit.isError ? submitProblemMessage(submit.error) : null}
        onSubmit={(answers) => submit.mutate(answers)}
      />
    </JoinLayout>
  );
}

function JoinLayout({
  city,
  cityName,
  children,
}: {
  city: CityDetail;
  cityName: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const members = intl.formatMessage(messages.members, { count: city.memberCount });
  return (
    <>
      <CityBanner slug={city.slug} eyebrow={intl.formatMessage(messages.eyebrow)} title={cityName}>
        {city.tagline && <p className="text-lg text-balance">{city.tagline}</p>}
        <p className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-slate-700">
          <Users aria-hidden="true" className="size-4 text-ocean-700" />
          {members}
        </p>
      </CityBanner>
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:px-8 lg:py-12">
        <Card className="p-5 sm:p-8">{children}</Card>
        <div className="flex flex-col gap-6">
          <JoinReviewSteps />
          <BackLink to="/communities" className="self-start">
            {intl.formatMessage(messages.allCommunities)}
          </BackLink>
        </div>
      </div>
    </>
  );
}
