import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { savedMessages } from "../../../contracts/saved-rules.ts";
import { Card } from "../../components/ui/card.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { SectionCard } from "../../components/ui/section-card.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { translatedText } from "../../lib/translated-text.ts";
import { useViewer } from "../../lib/use-viewer.ts";
import { LanguageSetting } from "./language-setting.tsx";
import { MyCommunities } from "./my-communities.tsx";
import { MyReports } from "./my-reports.tsx";
import {
  NotificationPreferencesSection,
  notificationPreferencesMessages,
} from "./notification-preferences.tsx";
import { ProfileDetailsForm } from "./profile-details-form.tsx";
import { ProfilePictureEditor } from "./profile-picture-editor.tsx";
import { useOwnProfile } from "./use-own-profile.ts";

const messages = defineMessages({
  personalProfile: { id: "profiles.personalProfile", defaultMessage: "Personal Profile" },
  profileSettings: { id: "profiles.profileSettings", defaultMessage: "Profile Settings" },
  yourAccount: { id: "profiles.yourAccount", defaultMessage: "Your account" },
  intro: {
    id: "profiles.intro",
    defaultMessage: "How you appear to your neighbours, and the communities you belong to.",
  },
  loadFailed: { id: "profiles.loadFailed", defaultMessage: "Could not load your profile. {why}" },
  accountDetails: { id: "profiles.accountDetails", defaultMessage: "Account details" },
  myCommunities: { id: "profiles.myCommunities", defaultMessage: "My Communities" },
  myReports: { id: "profiles.myReports", defaultMessage: "My reports" },
  loading: { id: "profiles.loading", defaultMessage: "Loading your profile" },
});

/**
 * /profile: the signed-in user's picture, details and communities (spec "Personal
 * profile page"); `saved` is the Saved feature's list, in its place among the profile's own
 * sections, and `children` the other features' sections after them
 * (web/app/pages/profile-settings-page.tsx).
 */
export function ProfilePage({ saved, children }: { saved?: ReactNode; children?: ReactNode }) {
  const intl = useIntl();
  const { data: viewer, isPending } = useViewer();
  const profile = useOwnProfile({ enabled: Boolean(viewer) });
  if (isPending) return <PageSpinner />;
  if (!viewer) return <Navigate to="/auth" replace />;

  // Spec: the avatar menu calls this page "Personal Profile" for admins.
  const title = intl.formatMessage(
    viewer.isAdmin ? messages.personalProfile : messages.profileSettings,
  );
  return (
    <div className="bg-linear-to-b from-ocean-50 via-white to-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <header>
          <p className="text-sm font-semibold tracking-wide text-ocean-700 uppercase">
            {intl.formatMessage(messages.yourAccount)}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            {title}
          </h1>
          <p className="mt-2 text-slate-600">{intl.formatMessage(messages.intro)}</p>
        </header>
        <div className="mt-8">
          {profile.isPending ? (
            <ProfileSkeleton />
          ) : profile.isError ? (
            <LoadFailed
              message={intl.formatMessage(messages.loadFailed, {
                why: apiErrorText(profile.error),
              })}
              retrying={profile.isFetching}
              onRetry={() => profile.refetch()}
            />
          ) : (
            <div className="flex flex-col gap-6">
              <SectionCard>
                <ProfilePictureEditor
                  username={profile.data.username}
                  avatarUrl={profile.data.avatarUrl}
                />
              </SectionCard>
              <SectionCard title={intl.formatMessage(messages.accountDetails)}>
                <ProfileDetailsForm profile={profile.data} />
              </SectionCard>
              <SectionCard>
                <LanguageSetting language={profile.data.language} />
              </SectionCard>
              <SectionCard title={intl.formatMessage(messages.myCommunities)}>
                <MyCommunities
                  memberships={profile.data.memberships}
                  pendingCitySlugs={viewer.pendingCitySlugs}
                />
              </SectionCard>
              {saved && (
                <SectionCard title={translatedText(intl, savedMessages.title)}>{saved}</SectionCard>
              )}
              <SectionCard title={intl.formatMessage(messages.myReports)}>
                <MyReports />
              </SectionCard>
              <SectionCard title={intl.formatMessage(notificationPreferencesMessages.title)}>
                <NotificationPreferencesSection
                  moderates={viewer.isAdmin || viewer.moderates.length > 0}
                />
              </SectionCard>
              {children}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

function ProfileSkeleton() {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-6">
      <span className="sr-only">{intl.formatMessage(messages.loading)}</span>
      <Card className="flex flex-col items-center gap-5 p-6 sm:flex-row">
        <Skeleton className="size-28 shrink-0 rounded-full!" />
        <div className="flex w-full flex-1 flex-col items-center gap-3 sm:items-start">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-10 w-36" />
        </div>
      </Card>
      <Card className="flex flex-col gap-4 p-6">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-24 w-full" />
      </Card>
    </div>
  );
}
