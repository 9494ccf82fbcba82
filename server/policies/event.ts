import { eventMessages } from "../../contracts/events.ts";
import { belongsTo, isAdmin, isAuthor, isSignedIn, moderates } from "./actor.ts";
import { moderationMessages } from "./messages.ts";
import { definePolicy } from "./policy.ts";

/** An event (or one about to be made: `organiserId` null), by its organiser and city. */
export type EventSubject = { organiserId: string | null; cityId: string };

/**
 * Events (decisions 026, 030, 050): members (and admins) create them; the
 * organiser or an admin edits and cancels; only moderation removes one
 * outright (a moderator of its city or an admin; organisers cancel instead).
 * An RSVP puts someone on the attendee list, so it takes a real membership:
 * being an admin does not make one an attendee. Who is going and waiting (and raising the
 * capacity) is for the organiser, the city's moderators and admins (issue 36).
 */
export const eventPolicy = definePolicy({
  rules: {
    create: (actor, event: EventSubject) => belongsTo(actor, event.cityId),
    edit: (actor, event: EventSubject) => isAuthor(actor, event.organiserId) || isAdmin(actor),
    cancel: (actor, event: EventSubject) => isAuthor(actor, event.organiserId) || isAdmin(actor),
    delete: (actor, event: EventSubject) => moderates(actor, event.cityId),
    rsvp: (actor, event: EventSubject) => isSignedIn(actor) && actor.memberOf.has(event.cityId),
    // Issue 36: the people going and waiting, their CSV, raising the capacity.
    manage: (actor, event: EventSubject) =>
      isAuthor(actor, event.organiserId) || moderates(actor, event.cityId),
  },
  refusals: {
    create: eventMessages.membersOnly,
    edit: eventMessages.noPermission,
    cancel: eventMessages.noPermission,
    delete: moderationMessages.notModerator,
    rsvp: eventMessages.membersOnlyRsvp,
    manage: eventMessages.noPermission,
  },
});
