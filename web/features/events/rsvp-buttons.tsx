import { Check } from "lucide-react";
import type { EventDetail } from "../../../contracts/events.ts";
import { eventMessages, rsvpLabels, rsvpStatuses } from "../../../contracts/events-rules.ts";
import { Button } from "../../components/ui/button.tsx";
import { MutationError } from "../../components/ui/mutation-error.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useRsvp } from "./use-events.ts";

const messages = defineMessages({
  question: { id: "events.rsvpQuestion", defaultMessage: "Will you be there?" },
});

/**
 * Going / Interested / Not going for a member. The pressed one is their answer.
 * Going on a full event is refused by the server (it alone counts the seats);
 * the refusal is said and the counts refreshed.
 */
export function RsvpButtons({ event }: { event: EventDetail }) {
  const intl = useIntl();
  const rsvp = useRsvp(event);
  const fullForMe = event.full && event.myRsvp !== "going";

  return (
    <div className="flex flex-col gap-3">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">
          {intl.formatMessage(messages.question)}
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {rsvpStatuses.map((status) => {
            const chosen = event.myRsvp === status;
            return (
              <Button
                key={status}
                variant={chosen ? "primary" : "secondary"}
                aria-pressed={chosen}
                busy={rsvp.isPending && rsvp.variables === status}
                disabled={rsvp.isPending || (status === "going" && fullForMe)}
                // A refusal (full since the page loaded) brings the event's counts up to date.
                onClick={() => rsvp.mutate(status, { onError: () => rsvp.refresh() })}
              >
                {chosen && <Check aria-hidden="true" className="size-4" />}
                {intl.formatMessage(rsvpLabels[status])}
              </Button>
            );
          })}
        </div>
      </fieldset>
      {fullForMe && (
        <p className="text-sm text-slate-700">{intl.formatMessage(eventMessages.full)}</p>
      )}
      <MutationError
        error={rsvp.error}
        texts={{ fallback: eventMessages.rsvpError.defaultMessage }}
      />
    </div>
  );
}
