import { Users } from "lucide-react";
import { useId, useState } from "react";
import type { Member } from "../../../contracts/communities.ts";
import { communityMessages } from "../../../contracts/communities-rules.ts";
import { MemberLink } from "../../components/city/member-link.tsx";
import { Avatar } from "../../components/ui/avatar.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { MessageMember } from "../../lib/message-member-slot.tsx";
import { useCityMembers } from "./use-city-members.ts";

const messages = defineMessages({
  title: { id: "communities.members", defaultMessage: "Members" },
  loadFailed: {
    id: "communities.membersLoadFailed",
    defaultMessage: "Could not load the members. {why}",
  },
  memberSince: { id: "communities.memberSince", defaultMessage: "Member since {date}" },
  you: { id: "communities.you", defaultMessage: "You" },
  showFewer: { id: "communities.showFewer", defaultMessage: "Show fewer" },
  showAll: { id: "communities.showAll", defaultMessage: "Show all {count} members" },
  loading: { id: "communities.loadingMembers", defaultMessage: "Loading members" },
});

// Long lists fold: the newest few show, the rest one click away.
const foldedCount = 8;

/** The city's members, newest first, in the community profile's side column. */
export function MembersList({ slug, viewerId }: { slug: string; viewerId: string }) {
  const intl = useIntl();
  const members = useCityMembers(slug);
  const titleId = useId();
  return (
    <Card className="p-5" role="region" aria-labelledby={titleId}>
      <div className="flex items-center gap-2">
        <Users aria-hidden="true" className="size-5 text-ocean-700" />
        <h2 id={titleId} className="text-lg font-bold tracking-tight text-slate-900">
          {intl.formatMessage(messages.title)}
        </h2>
        {members.data && members.data.length > 0 && (
          <Badge tone="ocean">{members.data.length}</Badge>
        )}
      </div>
      <div className="mt-4">
        {members.isPending ? (
          <MembersSkeleton />
        ) : members.isError ? (
          <LoadFailed
            message={intl.formatMessage(messages.loadFailed, { why: apiErrorText(members.error) })}
            size="sm"
            retrying={members.isFetching}
            onRetry={() => members.refetch()}
          />
        ) : members.data.length === 0 ? (
          <p className="text-sm text-slate-600">
            {intl.formatMessage(communityMessages.noMembers)}
          </p>
        ) : (
          <MemberRows slug={slug} members={members.data} viewerId={viewerId} titleId={titleId} />
        )}
      </div>
    </Card>
  );
}

function MemberRows({
  slug,
  members,
  viewerId,
  titleId,
}: {
  slug: string;
  members: Member[];
  viewerId: string;
  titleId: string;
}) {
  const intl = useIntl();
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? members : members.slice(0, foldedCount);
  return (
    <>
      <ul aria-labelledby={titleId} className="flex flex-col divide-y divide-slate-100">
        {shown.map((member) => (
          <li key={member.userId} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
            <Avatar name={member.username} src={member.avatarUrl} />
            <div className="min-w-0 flex-1">
              <p className="flex items-center gap-2 truncate font-semibold text-slate-900">
                <MemberLink
                  city={slug}
                  username={member.username}
                  fallback={member.username}
                  className="truncate"
                />
                {member.userId === viewerId && (
                  <Badge tone="green">{intl.formatMessage(messages.you)}</Badge>
                )}
              </p>
              <p className="text-sm text-slate-600">
                {intl.formatMessage(messages.memberSince, {
                  // "Mar 4, 2025" in English, "4 mar 2025" in Spanish.
                  date: intl.formatDate(member.joinedAt, {
                    month: "short",
                    day: "numeric",
                    year: "numeric",
                  }),
                })}
              </p>
            </div>
            {/* "Message" (issue 32), from the messages feature through web/app. */}
            {member.userId !== viewerId && (
              <MessageMember userId={member.userId} username={member.username} look="row" />
            )}
          </li>
        ))}
      </ul>
      {members.length > foldedCount && (
        <Button
          variant="ghost"
          size="sm"
          className="mt-3 w-full"
          aria-expanded={showAll}
          onClick={() => setShowAll(!showAll)}
        >
          {showAll
            ? intl.formatMessage(messages.showFewer)
            : intl.formatMessage(messages.showAll, { count: members.length })}
        </Button>
      )}
    </>
  );
}

function MembersSkeleton() {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">{intl.formatMessage(messages.loading)}</span>
      {[0, 1, 2, 3].map((key) => (
        <div key={key} className="flex items-center gap-3">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
