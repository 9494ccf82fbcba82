import { Hourglass } from "lucide-react";
import { communityMessages } from "../../../contracts/communities-rules.ts";
import { BackLink } from "../../components/ui/back-link.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";

const messages = defineMessages({
  waiting: {
    id: "communities.pendingWaiting",
    defaultMessage:
      "Your request to join {city} is waiting for an admin to review it. You will get an email and a notice here as soon as it is decided.",
  },
  back: { id: "communities.backToCommunities", defaultMessage: "Back to communities" },
});

/** The viewer already asked to join this city; an admin has not decided yet. */
export function MembershipPendingNotice({ cityName }: { cityName: string }) {
  const intl = useIntl();
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-sand-100 text-amber-900">
        <Hourglass aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-xl font-bold tracking-tight text-slate-900">
        {intl.formatMessage(communityMessages.pendingTitle)}
      </h2>
      <p className="max-w-md text-slate-600">
        {intl.formatMessage(messages.waiting, { city: cityName })}
      </p>
      <BackLink to="/communities">{intl.formatMessage(messages.back)}</BackLink>
    </div>
  );
}
