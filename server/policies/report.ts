import { isAdmin, moderates } from "./actor.ts";
import { moderationMessages } from "./messages.ts";
import { definePolicy } from "./policy.ts";

/** The open reports about one thing, by the city it is in (null: a user account). */
export type ReportSubject = { cityId: string | null };

/**
 * Deciding reports (decisions 028, 030): whoever moderates the thing's city
 * dismisses or removes; a user account has no city, so only admins decide on
 * it; banning is global, so it is for admins alone.
 */
export const reportPolicy = definePolicy({
  rules: {
    decide: (actor, report: ReportSubject) => moderates(actor, report.cityId),
    ban: (actor, _report: ReportSubject) => isAdmin(actor),
  },
  refusals: { ban: moderationMessages.adminsOnly },
  refusal: moderationMessages.notModerator,
});
