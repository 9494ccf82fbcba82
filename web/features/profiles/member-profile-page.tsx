import { ShoppingBag, SquarePen, UserX } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link, useParams } from "react-router";
import type { MemberProfile } from "../../../contracts/member-profiles.ts";
import { memberProfileMessages } from "../../../contracts/member-profiles-rules.ts";
import { postPath } from "../../../contracts/post-path.ts";
import { type MemberCity, MembersOnlyCity } from "../../components/city/members-only-city.tsx";
import { ReportButton } from "../../components/report-button.tsx";
import { Avatar } from "../../components/ui/avatar.tsx";
import { BackLink } from "../../components/ui/back-link.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Card } from "../../components/ui/card.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { isMissing } from "../../lib/api.ts";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { formatDateTimeIn, formatLongDateTime, formatRelativeIn } from "../../lib/format-date.ts";
import { formatListingPrice, type PriceFormat } from "../../lib/format-price.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { MessageMember } from "../../lib/message-member-slot.tsx";
import { useMemberProfile } from "./use-member-profile.ts";

const messages = defineMessages({
  back: { id: "profiles.member.back", defaultMessage: "Back to the {city} community" },
  loadFailed: {
    id: "profiles.member.loadFailed",
    defaultMessage: "Could not load this member. {why}",
  },
  memberSince: {
    id: "profiles.member.since",
    defaultMessage: "Member of {city} since <time>{date}</time>",
  },
  noBio: { id: "profiles.member.noBio", defaultMessage: "No bio yet." },
  thisIsYou: { id: "profiles.member.thisIsYou", defaultMessage: "This is you" },
  recentPosts: { id: "profiles.member.recentPosts", defaultMessage: "Recent posts" },
  noPosts: { id: "profiles.member.noPosts", defaultMessage: "No posts yet in this community." },
  listings: { id: "profiles.member.listings", defaultMessage: "Listings" },
  noListings: {
    id: "profiles.member.noListings",
    defaultMessage: "Nothing listed in this community.",
  },
  sold: { id: "profiles.member.sold", defaultMessage: " · Sold" },
  reserved: { id: "profiles.member.reserved", defaultMessage: " · Reserved" },
  notFoundText: {
    id: "profiles.member.notFoundText",
    defaultMessage: "They may have left this community, or changed their name.",
  },
  loading: { id: "profiles.member.loading", defaultMessage: "Loading this member" },
});

/**
 * /city/:city/members/:username (issue 28): a neighbour's page, reached from their name
 * in the feed, the comments or the members list. Members of the city only; anyone the
 * viewer may not see there reads as "Member not found." (decision 9).
 */
export function MemberProfilePage() {
  return <MembersOnlyCity>{(member) => <MemberPage {...member} />}</MembersOnlyCity>;
}

function MemberPage({ city, cityName }: MemberCity) {
  const intl = useIntl();
  const { username = "" } = useParams();
  const profile = useMemberProfile(city.slug, username);
  const communityPath = `/city/${encodeURIComponent(city.slug)}/profile`;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <BackLink to={communityPath} className="self-start">
        {intl.formatMessage(messages.back, { city: cityName })}
      </BackLink>
      {profile.isPending ? (
        <ProfileSkeleton />
      ) : profile.isError ? (
        isMissing(profile.error) ? (
          <NotFound />
        ) : (
          <LoadFailed
            message={intl.formatMessage(messages.loadFailed, { why: apiErrorText(profile.error) })}
            retrying={profile.isFetching}
            onRetry={() => profile.refetch()}
          />
        )
      ) : (
        <Member profile={profile.data} cityName={cityName} prices={city} />
      )}
    </div>
  );
}

function Member({
  profile,
  cityName,
  prices,
}: {
  profile: MemberProfile;
  cityName: string;
  /** The city's locale and currency, which its listings' prices are written in. */
  prices: PriceFormat;
}) {
  const intl = useIntl();
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
            {intl.formatMessage(messages.memberSince, {
              city: cityName,
              date: intl.formatDate(profile.memberSince, {
                month: "short",
                day: "numeric",
                year: "numeric",
              }),
              time: (chunks) => <time dateTime={profile.memberSince}>{chunks}</time>,
            })}
          </p>
          {profile.bio ? (
            <p className="whitespace-pre-line break-words text-slate-800">{profile.bio}</p>
          ) : (
            <p className="text-slate-500 italic">{intl.formatMessage(messages.noBio)}</p>
          )}
          {profile.canReport ? (
            <div className="flex flex-wrap items-center gap-2 pt-1">
              {/* "Message" (issue 32), from the messages feature through web/app. */}
              <MessageMember userId={profile.id} username={profile.username} look="page" />
              <ReportButton targetType="user" targetId={profile.id} label={profile.username} />
            </div>
          ) : (
            <Badge tone="green">{intl.formatMessage(messages.thisIsYou)}</Badge>
          )}
        </div>
      </Card>
      <Section
        title={intl.formatMessage(messages.recentPosts)}
        icon={<SquarePen aria-hidden="true" className="size-5" />}
      >
        {profile.posts.length === 0 ? (
          <p className="text-sm text-slate-600">{intl.formatMessage(messages.noPosts)}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100">
            {profile.posts.map((post) => (
              <li key={post.id} className="py-3 first:pt-0 last:pb-0">
                <Link
                  to={postPath(profile.citySlug, post.id)}
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
                      title={
                        intl.locale === "en"
                          ? formatLongDateTime(new Date(post.createdAt))
                          : formatDateTimeIn(new Date(post.createdAt), { language: intl.locale })
                      }
                      className="text-xs text-slate-500"
                    >
                      {formatRelativeIn(new Date(post.createdAt), intl.locale)}
                    </time>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section
        title={intl.formatMessage(messages.listings)}
        icon={<ShoppingBag aria-hidden="true" className="size-5" />}
      >
        {profile.listings.length === 0 ? (
          <p className="text-sm text-slate-600">{intl.formatMessage(messages.noListings)}</p>
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
                      {formatListingPrice(item.price, prices, intl.locale)}
                      {item.status === "sold" && intl.formatMessage(messages.sold)}
                      {item.status === "reserved" && intl.formatMessage(messages.reserved)}
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
  const intl = useIntl();
  return (
    <Card className="flex flex-col items-center gap-3 p-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        <UserX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">
        {intl.formatMessage(memberProfileMessages.notFound)}
      </h1>
      <p className="text-slate-600">{intl.formatMessage(messages.notFoundText)}</p>
    </Card>
  );
}

function ProfileSkeleton() {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-6">
      <span className="sr-only">{intl.formatMessage(messages.loading)}</span>
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
