import { Check } from "lucide-react";
import { useState } from "react";
import type { EventDetail, RsvpInput } from "../../../contracts/events.ts";
import {
  eventMessages,
  type RsvpScope,
  type RsvpStatus,
  rsvpLabels,
  rsvpScopes,
  rsvpStatuses,
} from "../../../contracts/events-rules.ts";
import { Button } from "../../components/ui/button.tsx";
import { MutationError } from "../../components/ui/mutation-error.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useRsvp } from "./use-events.ts";

export const rsvpMessages = defineMessages({
  question: { id: "events.rsvpQuestion", defaultMessage: "Will you be there?" },
  answerFor: { id: "events.rsvpAnswerFor", defaultMessage: "Answer for" },
  guests: { id: "events.guestsWithYou", defaultMessage: "Guests coming with you" },
  leaveWaitlist: { id: "events.leaveWaitlist", defaultMessage: "Leave the waitlist" },
});

const scopeLabels = { one: eventMessages.thisOneOnly, "all-upcoming": eventMessages.allUpcoming };

/**
 * Going / Interested / Not going for a member. The pressed one is their answer.
 * Going on a full event is refused by the server (it alone counts the seats);
 * the refusal is said and the counts refreshed. A full event offers its waitlist
 * instead; a member on it hears their place and may leave it. Guests (up to the
 * event's `guestsAllowed`) come with a Going; a repeating event's answer may be
 * for this date or every upcoming one (decision 080).
 */
export function RsvpButtons({ event }: { event: EventDetail }) {
  const intl = useIntl();
  const rsvp = useRsvp(event);
  const [scope, setScope] = useState<RsvpScope>("one");
  const [guests, setGuests] = useState(Math.min(event.myGuests, event.guestsAllowed));
  const waiting = event.myRsvp === "waiting";
  const fullForMe = event.full && event.myRsvp !== "going" && !waiting;

  const answer = (status: RsvpStatus, extra: Partial<RsvpInput> = {}, withGuests = guests) =>
    rsvp.mutate(
      { status, guests: status === "going" ? withGuests : 0, scope, ...extra },
      // A refusal (full since the page loaded) brings the event's counts up to date.
      { onError: () => rsvp.refresh() },
    );
  const sending = (status: RsvpStatus, waitlist = false) =>
    rsvp.isPending &&
    rsvp.variables?.status === status &&
    Boolean(rsvp.variables?.waitlist) === waitlist;

  return (
    <div className="flex flex-col gap-3">
      {event.repeats && (
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">
            {intl.formatMessage(rsvpMessages.answerFor)}
          </legend>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
            {rsvpScopes.map((value) => (
              <label
                key={value}
                className="flex min-h-11 items-center gap-2 text-sm text-slate-800"
              >
                <input
                  type="radio"
                  name="rsvp-scope"
                  value={value}
                  checked={scope === value}
                  onChange={() => setScope(value)}
                  className="size-4 accent-ocean-700"
                />
                {intl.formatMessage(scopeLabels[value])}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {event.guestsAllowed > 0 && (
        <SelectField
          className="max-w-xs"
          label={intl.formatMessage(rsvpMessages.guests)}
          value={String(guests)}
          disabled={rsvp.isPending}
          options={Array.from({ length: event.guestsAllowed + 1 }, (_, count) => ({
            value: String(count),
            label: String(count),
          }))}
          onChange={(change) => {
            const count = Number(change.target.value);
            setGuests(count);
            // Already going (or waiting): the new number is sent at once.
            if (event.myRsvp === "going") answer("going", {}, count);
            if (waiting) answer("going", { waitlist: true }, count);
          }}
        />
      )}
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">
          {intl.formatMessage(rsvpMessages.question)}
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {rsvpStatuses.map((status) => {
            const chosen = event.myRsvp === status;
            return (
              <Button
                key={status}
                variant={chosen ? "primary" : "secondary"}
                aria-pressed={chosen}
                busy={sending(status)}
                disabled={rsvp.isPending || (status === "going" && (fullForMe || waiting))}
                onClick={() => answer(status)}
              >
                {chosen && <Check aria-hidden="true" className="size-4" />}
                {intl.formatMessage(rsvpLabels[status])}
              </Button>
            );
          })}
        </div>
      </fieldset>
      {fullForMe && (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-slate-700">{intl.formatMessage(eventMessages.full)}</p>
          <Button
            variant="primary"
            busy={sending("going", true)}
            disabled={rsvp.isPending}
            onClick={() => answer("going", { waitlist: true })}
          >
            {intl.formatMessage(eventMessages.joinWaitlist)}
          </Button>
        </div>
      )}
      {waiting && (
        <div className="flex flex-col items-start gap-2 rounded-xl bg-sand-100 p-3">
          <p role="status" className="text-sm font-semibold text-slate-900">
            {event.waitlistPosition === null
              ? intl.formatMessage(eventMessages.waiting)
              : intl.formatMessage(eventMessages.waitlistPosition, {
                  position: event.waitlistPosition,
                })}
          </p>
          <Button
            variant="secondary"
            busy={sending("not_going")}
            disabled={rsvp.isPending}
            onClick={() => answer("not_going")}
          >
            {intl.formatMessage(rsvpMessages.leaveWaitlist)}
          </Button>
        </div>
      )}
      <MutationError
        error={rsvp.error}
        texts={{ fallback: eventMessages.rsvpError.defaultMessage }}
      />
    </div>
  );
}
