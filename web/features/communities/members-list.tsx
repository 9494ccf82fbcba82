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
import { couldNotLoad } from "../../lib/api-error-text.ts";
import { formatDate } from "../../lib/format-date.ts";
import { useCityMembers } from "./use-city-members.ts";

/** "Member since Mar 4, 2025". */
export const memberSince = (joinedAt: string) => `Member since ${formatDate(joinedAt)}`;

// Long lists fold: the newest few show, the rest one click away.
const foldedCount = 8;

/** The city's members, newest first, in the community profile's side column. */
export function MembersList({ slug, viewerId }: { slug: string; viewerId: string }) {
  const members = useCityMembers(slug);
  const titleId = useId();
  return (
    <Card className="p-5" role="region" aria-labelledby={titleId}>
      <div className="flex items-center gap-2">
        <Users aria-hidden="true" className="size-5 text-ocean-700" />
        <h2 id={titleId} className="text-lg font-bold tracking-tight text-slate-900">
          Members
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
            message={couldNotLoad("the members", members.error)}
            size="sm"
            retrying={members.isFetching}
            onRetry={() => members.refetch()}
          />
        ) : members.data.length === 0 ? (
          <p className="text-sm text-slate-600">{communityMessages.noMembers}</p>
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
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? members : members.slice(0, foldedCount);
  return (
    <>
      <ul aria-labelledby={titleId} className="flex flex-col divide-y divide-slate-100">
        {shown.map((member) => (
          <li key={member.userId} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
            <Avatar name={member.username} src={member.avatarUrl} />
            <div className="min-w-0">
              <p className="flex items-center gap-2 truncate font-semibold text-slate-900">
                <MemberLink
                  city={slug}
                  username={member.username}
                  fallback={member.username}
                  className="truncate"
                />
                {member.userId === viewerId && <Badge tone="green">You</Badge>}
              </p>
              <p className="text-sm text-slate-600">{memberSince(member.joinedAt)}</p>
            </div>
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
          {showAll ? "Show fewer" : `Show all ${members.length} members`}
        </Button>
      )}
    </>
  );
}

function MembersSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">Loading members</span>
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
