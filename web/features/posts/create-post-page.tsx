import { Compass, SquarePen } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useNavigate } from "react-router";
import { postMessages } from "../../../contracts/posts-rules.ts";
import type { Viewer } from "../../../contracts/profiles.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { PageHeading } from "../../components/ui/page-heading.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { activeCitySlug, useViewer } from "../../lib/use-viewer.ts";
import { Composer } from "./composer.tsx";

/**
 * /create-post, "Create a Post" (spec route table): the feed's own form with a
 * picker of the user's communities, the active one first chosen (decision 13);
 * once posted, that city's feed. Visitors are told to sign in first (the spec's post alert).
 */
const messages = defineMessages({
  couldNotLoad: {
    id: "posts.couldNotLoadCommunities",
    defaultMessage: "Could not load your communities. {why}",
  },
  kicker: { id: "posts.createKicker", defaultMessage: "Share with your neighbours" },
  title: { id: "posts.createTitle", defaultMessage: "Create a Post" },
  community: { id: "posts.community", defaultMessage: "Community" },
  postingTo: {
    id: "posts.postingTo",
    defaultMessage: "Posting to the <strong>{city}</strong> community feed.",
  },
  joinTitle: { id: "posts.joinTitle", defaultMessage: "Join a community to post" },
  joinText: {
    id: "posts.joinText",
    defaultMessage:
      "Posts go to a city's feed, and only its members can post there. Ask to join a community and you can post once an admin approves you.",
  },
  browse: { id: "posts.browseCommunities", defaultMessage: "Browse communities" },
  signIn: { id: "posts.signIn", defaultMessage: "Sign in" },
});

export function CreatePostPage() {
  const viewer = useViewer();
  const intl = useIntl();
  if (viewer.isPending) return <PageSpinner />;
  if (viewer.isError) {
    return (
      <Frame>
        <LoadFailed
          message={intl.formatMessage(messages.couldNotLoad, { why: apiErrorText(viewer.error) })}
          retrying={viewer.isFetching}
          onRetry={() => viewer.refetch()}
        />
      </Frame>
    );
  }
  if (!viewer.data) return <SignInFirst />;
  return (
    <Frame>
      {viewer.data.memberships.length === 0 ? (
        <NoCommunity />
      ) : (
        <PostToCommunity viewer={viewer.data} />
      )}
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const intl = useIntl();
  usePageTitle(messages.title);
  return (
    <div className="bg-linear-to-b from-ocean-50 via-white to-slate-50">
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
        <PageHeading
          kicker={intl.formatMessage(messages.kicker)}
          title={intl.formatMessage(messages.title)}
        />
        <div className="mt-8">{children}</div>
      </div>
    </div>
  );
}

function PostToCommunity({ viewer }: { viewer: Viewer }) {
  const navigate = useNavigate();
  const intl = useIntl();
  // Until the user picks here, the post goes to the active community, even when the
  // nav's switcher changes it meanwhile.
  const [picked, setPicked] = useState<string | null>(null);
  const cities = viewer.memberships;
  const city =
    cities.find((m) => m.citySlug === picked)?.citySlug ??
    activeCitySlug(viewer) ??
    cities[0]?.citySlug ??
    "";
  return (
    <div className="flex flex-col gap-5">
      {cities.length > 1 ? (
        <SelectField
          label={intl.formatMessage(messages.community)}
          value={city}
          onChange={(event) => setPicked(event.target.value)}
          options={cities.map((m) => ({ value: m.citySlug, label: m.cityName }))}
          className="sm:max-w-xs"
        />
      ) : (
        <p className="text-slate-700">
          {intl.formatMessage(messages.postingTo, {
            city: cities[0]?.cityName,
            strong: (chunks) => <strong className="font-semibold">{chunks}</strong>,
          })}
        </p>
      )}
      <Composer
        city={city}
        viewer={viewer}
        onPosted={() => navigate(`/city/${encodeURIComponent(city)}/feed`)}
      />
    </div>
  );
}

/** Signed in without an active membership: nowhere to post yet. */
function NoCommunity() {
  const intl = useIntl();
  return (
    <Card className="flex flex-col items-start gap-4 p-6 sm:p-8">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-ocean-50 text-ocean-700">
        <SquarePen aria-hidden="true" className="size-6" />
      </span>
      <div>
        <h2 className="text-xl font-bold text-slate-900">
          {intl.formatMessage(messages.joinTitle)}
        </h2>
        <p className="mt-1 text-slate-600">{intl.formatMessage(messages.joinText)}</p>
      </div>
      <Link to="/communities" className={buttonClasses("primary")}>
        <Compass aria-hidden="true" className="size-4" />
        {intl.formatMessage(messages.browse)}
      </Link>
    </Card>
  );
}

/** A visitor: the spec's post alert and the way to sign in. */
function SignInFirst() {
  const intl = useIntl();
  return (
    <Frame>
      <Card className="flex flex-col items-start gap-4 p-6 sm:p-8">
        <Alert tone="info">{intl.formatMessage(postMessages.loginToCreate)}</Alert>
        <Link to="/auth" className={buttonClasses("primary")}>
          {intl.formatMessage(messages.signIn)}
        </Link>
      </Card>
    </Frame>
  );
}
