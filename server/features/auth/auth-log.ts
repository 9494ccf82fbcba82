import { createHmac } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { requestLog } from "../../platform/runtime/logger.ts";

export type AuthEvent =
  | "sign-up"
  | "sign-up-existing-email"
  | "sign-in"
  | "sign-in-failed"
  | "sign-in-locked-out"
  | "sign-in-refused-locked"
  | "password-reset-requested"
  | "password-reset-completed"
  | "password-changed"
  | "user-banned"
  | "user-unbanned"
  | "multi-factor-verified"
  | "multi-factor-failed";

/**
 * Logs one auth event, always in the same shape:
 * `{ event, userId?, emailDomain?, emailHash?, ip }`. Never a password, a token
 * or a link; the address only as its domain and a keyed hash, enough to tell
 * that two events concern the same address without writing it down.
 */
export function logAuthEvent(
  request: FastifyRequest,
  secret: string,
  event: AuthEvent,
  subject: { userId?: string; email?: string } = {},
) {
  const email = subject.email?.trim().toLowerCase();
  requestLog(request).info(
    {
      event,
      ...(subject.userId ? { userId: subject.userId } : {}),
      ...(email
        ? {
            emailDomain: email.split("@").at(-1),
            // Keyed, so nobody can confirm a guessed address against the log.
            emailHash: createHmac("sha256", secret).update(email).digest("hex").slice(0, 16),
          }
        : {}),
      ip: request.ip,
    },
    `auth event: ${event}`,
  );
}
