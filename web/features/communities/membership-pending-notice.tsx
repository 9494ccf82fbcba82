import { Hourglass } from "lucide-react";
import { communityMessages } from "../../../contracts/communities-rules.ts";
import { BackLink } from "../../components/ui/back-link.tsx";

/** The viewer already asked to join this city; an admin has not decided yet. */
export function MembershipPendingNotice({ cityName }: { cityName: string }) {
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-sand-100 text-amber-900">
        <Hourglass aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-xl font-bold tracking-tight text-slate-900">
        {communityMessages.pendingTitle}
      </h2>
      <p className="max-w-md text-slate-600">
        Your request to join {cityName} is waiting for an admin to review it. You will get an email
        and a notice here as soon as it is decided.
      </p>
      <BackLink to="/communities">Back to communities</BackLink>
    </div>
  );
}
