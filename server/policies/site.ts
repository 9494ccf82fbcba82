import { isAdmin } from "./actor.ts";
import { definePolicy } from "./policy.ts";

/** The installation itself (cities, the outbox, demo content, digest previews): no facts. */
export type SiteSubject = Record<never, never>;

/** Running the site is for admins alone. */
export const sitePolicy = definePolicy({
  rules: {
    administer: (actor, _site: SiteSubject) => isAdmin(actor),
  },
});
