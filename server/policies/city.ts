import { communityMessages } from "../../contracts/communities-rules.ts";
import { belongsTo, isSignedIn } from "./actor.ts";
import { definePolicy } from "./policy.ts";

/** A city, as its policy needs it. */
export type CitySubject = { id: string };

/**
 * A city's members-only content (decision 9): its active members read it, and
 * admins, who may look at every city. Joining is for anyone signed in who is
 * not yet an active member; an admin is not one by being an admin.
 */
export const cityPolicy = definePolicy({
  rules: {
    read: (actor, city: CitySubject) => belongsTo(actor, city.id),
    join: (actor, city: CitySubject) => isSignedIn(actor) && !actor.memberOf.has(city.id),
  },
  refusals: { join: communityMessages.alreadyMember },
  refusal: communityMessages.membersOnly,
});
