import { ArrowLeft, Hourglass } from "lucide-react";
import { Link } from "react-router";
import { communityMessages } from "../../../contracts/communities-rules.ts";

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
      <Link
        to="/communities"
        className="inline-flex items-center gap-1 text-sm font-semibold text-ocean-700 underline-offset-2 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to communities
      </Link>
    </div>
  );
}
