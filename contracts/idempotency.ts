import { z } from "zod";
import {
  idempotencyKeyPattern,
  idempotencyLimits,
  idempotencyMessages,
} from "./idempotency-rules.ts";

export * from "./idempotency-rules.ts";

/**
 * The `headers` schema of every creating write (decision 055): checks the key
 * and puts it in /api/docs. Loose, so the route still sees every other header.
 */
export const idempotencyKeyHeaders = z.looseObject({
  "idempotency-key": z
    .string()
    .regex(idempotencyKeyPattern, idempotencyMessages.invalidKey)
    .optional()
    .meta({
      description: `Optional. The same key from the same user within ${idempotencyLimits.keepHours} hours gets the first answer again (same status and body) and writes nothing new; a key sent with a different request is refused with 422.`,
    }),
});
