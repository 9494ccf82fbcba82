import { z } from "zod";

/*
 * Demo content (decision 060): what a fresh install seeds in each launch city,
 * and the admin's one action that removes it (the Cities tab). Routes
 * (server/features/admin/demo-content.routes.ts), admins only:
 *
 *   GET    /api/admin/demo-content   -> 200 demoContentSchema (what there is)
 *   DELETE /api/admin/demo-content   -> 200 demoContentSchema (what was removed)
 */

export const demoContentSchema = z.object({
  members: z.number().int(),
  listings: z.number().int(),
  properties: z.number().int(),
  restaurants: z.number().int(),
  shops: z.number().int(),
  events: z.number().int(),
});
export type DemoContent = z.infer<typeof demoContentSchema>;

/** The audit log's reason on each demo member the action deletes. */
export const demoRemovalReason = "Demo content removed";
