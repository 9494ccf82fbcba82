import { communityMessages } from "../../contracts/communities-rules.ts";
import { belongsTo, isAdmin, moderates } from "./actor.ts";
import { moderationMessages } from "./messages.ts";
import { definePolicy } from "./policy.ts";

/** A poll (or one about to be made), by its city. */
export type PollSubject = { cityId: string };

/**
 * Polls (decision 050's `pollPowers`): admins create and edit them; admins and
 * the city's moderators close them; the city's members (and admins) vote.
 */
export const pollPolicy = definePolicy({
  rules: {
    create: (actor, _poll: PollSubject) => isAdmin(actor),
    edit: (actor, _poll: PollSubject) => isAdmin(actor),
    close: (actor, poll: PollSubject) => moderates(actor, poll.cityId),
    vote: (actor, poll: PollSubject) => belongsTo(actor, poll.cityId),
  },
  refusals: { close: moderationMessages.notModerator, vote: communityMessages.membersOnly },
});
