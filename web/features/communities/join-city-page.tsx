import { ArrowLeft, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link, Navigate, useParams } from "react-router";
import { type CityDetail, cityNameFromSlug } from "../../../contracts/communities.ts";
import { Card } from "../../components/ui/card.tsx";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { useViewer } from "../profiles/use-viewer.ts";
import { CityBanner } from "./city-banner.tsx";
import { CityCheckFailed, CityNotFound } from "./city-lookup-states.tsx";
import { JoinForm } from "./join-form.tsx";
import { JoinReviewSteps } from "./join-review-steps.tsx";
import { MembershipPendingNotice } from "./membership-pending-notice.tsx";
import { RequestSentPanel } from "./request-sent-panel.tsx";
import { submitProblemMessage, useSubmitMembershipRequest } from "./submit-membership-request.ts";
import { isMissingCity, useCity } from "./use-city.ts";

/**
 * /city/:city, spec section 2: visitors go to /auth, members to the community
 * profile; a pending request shows "Membership Pending"; anyone else gets the form.
 */
export function JoinCityPage() {
  const { city: slug = "" } = useParams();
  const cityName = cityNameFromSlug(slug);
  const viewer = useViewer();
  const city = useCity(slug, { enabled: Boolean(viewer.data) });
  const submit = useSubmitMembershipRequest(slug);

  if (viewer.isPending) return <PageSpinner />;
  if (viewer.isError) {
    return (
      <CityCheckFailed
        cityName={cityName}
        retrying={viewer.isFetching}
        onRetry={() => viewer.refetch()}
      />
    );
  }
  if (!viewer.data) return <Navigate to="/auth" replace />;
  if (city.isPending) return <PageSpinner />;
  if (city.isError) {
    if (isMissingCity(city.error)) return <CityNotFound />;
    return (
      <CityCheckFailed
        cityName={cityName}
        retrying={city.isFetching}
        onRetry={() => city.refetch()}
      />
    );
  }
  // After a successful request the city reads "pending"; the countdown still has to run.
  if (submit.isSuccess) {
    return (
      <JoinLayout city={city.data} cityName={cityName}>
        <RequestSentPanel />
      </JoinLayout>
    );
  }
  if (city.data.viewerStatus === "member") {
    return <Navigate to={`/city/${encodeURIComponent(city.data.slug)}/profile`} replace />;
  }
  if (city.data.viewerStatus === "pending") {
    return (
      <JoinLayout city={city.data} cityName={cityName}>
        <MembershipPendingNotice cityName={cityName} />
      </JoinLayout>
    );
  }
  return (
    <JoinLayout city={city.data} cityName={cityName}>
      <h2 className="text-xl font-bold tracking-tight text-slate-900">Request to join</h2>
      <p className="mt-1 mb-6 text-sm text-slate-600">
        Tell the admins a little about yourself. Every answer is required.
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
  const members = `${city.memberCount} ${city.memberCount === 1 ? "member" : "members"}`;
  return (
    <>
      <CityBanner slug={city.slug} eyebrow="Join the community" title={cityName}>
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
          <Link
            to="/communities"
            className="inline-flex items-center gap-1 self-start text-sm font-semibold text-ocean-700 underline-offset-2 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            All communities
          </Link>
        </div>
      </div>
    </>
  );
}
