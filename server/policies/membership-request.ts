import { moderates } from "./actor.ts";
import { moderationMessages } from "./messages.ts";
import { definePolicy } from "./policy.ts";

/** A request to join a city, by the city asked. */
export type MembershipRequestSubject = { cityId: string };

/** Whoever moderates the city (admins everywhere) approves or rejects its requests (decision 30). */
export const membershipRequestPolicy = definePolicy({
  rules: {
    decide: (actor, request: MembershipRequestSubject) => moderates(actor, request.cityId),
  },
  refusal: moderationMessages.notModerator,
});
