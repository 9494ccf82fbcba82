import { z } from "zod";
import { removalLimits, removalMessages, removalReasons } from "./moderation-rules.ts";

export * from "./moderation-rules.ts";

/**
 * The optional JSON body of every content DELETE (posts, comments, listings,
 * properties, restaurants, shops, events): required with a reason when the one
 * deleting is not the author (a 400 with `reasonRequired` otherwise), ignored for
 * the author's own delete.
 */
export const removalSchema = z.object({
  reason: z.enum(removalReasons, removalMessages.reasonRequired).optional(),
  note: z
    .string()
    .trim()
    .max(removalLimits.noteMax, removalMessages.noteTooLong)
    .optional()
    .transform((note) => note || undefined),
});
export type Removal = z.infer<typeof removalSchema>;
/** A DELETE's body: none at all (Fastify reads it as null) is the author's own delete. */
export const removalBody = removalSchema.nullish();
/** A moderator's removal, once its reason is known. */
export type ModeratorRemoval = Removal & { reason: NonNullable<Removal["reason"]> };
