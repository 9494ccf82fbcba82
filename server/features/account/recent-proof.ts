import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../platform/config/app-context.ts";

/** How long a proof of identity (password, passkey or authenticator code) counts (issue 31, scope 11). */
export const recentProofMinutes = 10;

/**
 * Refuses a sensitive change (password, email, second factor, passkeys, linked
 * sign-ins, export, deletion) with 403 REAUTHENTICATION_REQUIRED unless this
 * session proved who it is within the last ten minutes.
 * Placeholder until the credentials part lands: it lets every signed-in request through.
 */
export async function requireRecentProof(
  _context: AppContext,
  _request: FastifyRequest,
): Promise<void> {}
