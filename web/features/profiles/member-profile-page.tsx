import { ShoppingBag, SquarePen, UserX } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link, useParams } from "react-router";
import type { MemberProfile } from "../../../contracts/member-profiles.ts";
import { memberProfileMessages } from "../../../contracts/member-profiles-rules.ts";
import { type MemberCity, MembersOnlyCity } from "../../components/city/members-only-city.tsx";
import { ReportButton } from "../../components/report-button.tsx";
import { Avatar } from "../../components/ui/avatar.tsx";
import { BackLink } from "../../components/ui/back-link.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Card } from "../../components/ui/card.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { isMissing } from "../../lib/api.ts";
import { couldNotLoad } from "../../lib/api-error-text.ts";
import { formatDate, formatLongDateTime, formatTimeAgo } from "../../lib/format-date.ts";
import { formatListingPrice } from "../../lib/format-price.ts";
import { useMemberProfile } from "./use-member-profile.ts";

/**
 * /city/:city/members/:username (issue 28): a neighbour's page, reached from their name
 * in the feed, the comments or the members list. Members of the city only; anyone the
 * viewer may not see there reads as "Member not found." (decision 9).
 */
export function MemberProfilePage() {
  return <MembersOnlyCity>{(member) => <MemberPage {...member} />}</MembersOnlyCity>;
}

function MemberPage({ city, cityName }: MemberCity) {
  const { username = "" } = useParams();
  const profile = useMemberProfile(city.slug, username);
  const communityPath = `/city/${encodeURIComponent(city.slug)}/profile`;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <BackLink to={communityPath} className="self-start">
        Back to the {cityName} community
      </BackLink>
      {profile.isPending ? (
        <ProfileSkeleton />
      ) : profile.isError ? (
        isMissing(profile.error) ? (
          <NotFound />
        ) : (
          <LoadFailed
            message={couldNotLoad("this member", profile.error)}
            retrying={profile.isFetching}
            onRetry={() => profile.refetch()}
          />
        )
      ) : (
        <Member profile={profile.data} cityName={cityName} />
      )}
    </div>
  );
}

function Member({ profile, cityName }: { profile: MemberProfile; cityName: string }) {
  const cityPath = `/city/${encodeURIComponent(profile.citySlug)}`;
  return (
    <>
      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start sm:gap-6 sm:p-8">
        <Avatar name={profile.username} src={profile.avatarUrl} size="xl" loading="eager" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h1 className="text-2xl font-extrabold tracking-tight break-words text-slate-900 sm:text-3xl">
            {profile.username}
          </h1>
          <p className="text-sm text-slate-600">
            Member of {cityName} since{" "}
            <time dateTime={profile.memberSince}>{formatDate(profile.memberSince)}</time>
          </p>
          {profile.bio ? (
            <p className="whitespace-pre-line break-words text-slate-800">{profile.bio}</p>
          ) : (
            <p className="text-slate-500 italic">No bio yet.</p>
          )}
          {profile.canReport ? (
            <div className="-ml-2 pt-1">
              <ReportButton targetType="user" targetId={profile.id} label={profile.username} />
            </div>
          ) : (
            <Badge tone="green">This is you</Badge>
          )}
        </div>
      </Card>
      <Section title="Recent posts" icon={<SquarePen aria-hidden="true" className="size-5" />}>
        {profile.posts.length === 0 ? (
          <p className="text-sm text-slate-600">No posts yet in this community.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100">
            {profile.posts.map((post) => (
              <li key={post.id} className="py-3 first:pt-0 last:pb-0">
                <Link
                  to={`${cityPath}/feed#post-${post.id}`}
                  className="flex gap-3 rounded-lg hover:bg-ocean-50 focus-visible:bg-ocean-50"
                >
                  {post.thumbnailUrl && (
                    <img
                      src={post.thumbnailUrl}
                      alt=""
                      loading="lazy"
                      className="size-14 shrink-0 rounded-lg object-cover"
                    />
                  )}
                  <span className="flex min-w-0 flex-col gap-1">
                    <span className="line-clamp-3 break-words text-slate-900">{post.excerpt}</span>
                    <time
                      dateTime={post.createdAt}
                      title={formatLongDateTime(new Date(post.createdAt))}
                      className="text-xs text-slate-500"
                    >
                      {formatTimeAgo(new Date(post.createdAt))}
                    </time>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Listings" icon={<ShoppingBag aria-hidden="true" className="size-5" />}>
        {profile.listings.length === 0 ? (
          <p className="text-sm text-slate-600">Nothing listed in this community.</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {profile.listings.map((item) => (
              <li key={item.id}>
                <Link
                  to={`${cityPath}/marketplace/${item.id}`}
                  className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 hover:border-ocean-300 hover:shadow-sm"
                >
                  {item.thumbnailUrl ? (
                    <img
                      src={item.thumbnailUrl}
                      alt=""
                      loading="lazy"
                      className="aspect-[4/3] w-full object-cover"
                    />
                  ) : (
                    <span className="flex aspect-[4/3] items-center justify-center bg-slate-100 text-slate-400">
                      <ShoppingBag aria-hidden="true" className="size-8" />
                    </span>
                  )}
                  <span className="flex flex-col gap-0.5 p-3">
                    <span className="truncate font-semibold text-slate-900">{item.title}</span>
                    <span className="text-sm text-slate-700">
                      {formatListingPrice(item.price)}
                      {item.status === "sold" && " · Sold"}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

function Section({
  title,
  icon,
  children,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby={id}>
      <h2 id={id} className="mb-4 flex items-center gap-2 text-lg font-bold text-slate-900">
        <span className="text-ocean-700">{icon}</span>
        {title}
      </h2>
      {children}
    </Card>
  );
}

function NotFound() {
  return (
    <Card className="flex flex-col items-center gap-3 p-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        <UserX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">
        {memberProfileMessages.notFound}
      </h1>
      <p className="text-slate-600">They may have left this community, or changed their name.</p>
    </Card>
  );
}

function ProfileSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-6">
      <span className="sr-only">Loading this member</span>
      <Card className="flex items-center gap-6 p-8">
        <Skeleton className="size-28 rounded-full" />
        <div className="flex flex-1 flex-col gap-3">
          <Skeleton className="h-7 w-1/2" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </Card>
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
