import { pollMessages } from "../../../contracts/polls-rules.ts";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { CreatePollButton } from "./create-poll-dialog.tsx";
import { PollList } from "./poll-list.tsx";
import type { PollPowers } from "./poll-powers.ts";

/**
 * The city's open polls, for the community profile's "Active polls" section and
 * the polls page's Active tab; admins also get "Create Poll" (spec section 2).
 */
export function ActivePolls({
  city,
  powers,
  headingLevel = 3,
}: {
  city: string;
  powers: PollPowers;
  /** The level of each poll's question: one below the heading the list sits under. */
  headingLevel?: 2 | 3;
}) {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-4">
      {powers.manage && (
        <div className="flex justify-end">
          <CreatePollButton city={city} className="w-full sm:w-auto" />
        </div>
      )}
      <PollList
        city={city}
        status="active"
        powers={powers}
        emptyMessage={intl.formatMessage(pollMessages.noActivePolls)}
        headingLevel={headingLevel}
      />
    </div>
  );
}
