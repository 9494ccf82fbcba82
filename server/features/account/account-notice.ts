import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../platform/config/app-context.ts";

/** Every change to an account's security, each with its own email in both languages (issue 31, scope 12). */
export type AccountChange =
  | "passwordChanged"
  | "emailChangeRequested"
  | "emailChanged"
  | "twoFactorEnabled"
  | "twoFactorDisabled"
  | "backupCodesRegenerated"
  | "passkeyAdded"
  | "passkeyRemoved"
  | "identityLinked"
  | "identityUnlinked"
  | "sessionsEnded"
  | "factorsResetByAdmin"
  | "dataExportReady"
  | "deletionScheduled"
  | "deletionCancelled";

/**
 * Records the change as an audit event and emails the member about it.
 * Placeholder until the credentials part lands.
 */
export async function noticeAccountChange(
  _context: AppContext,
  _change: {
    userId: string;
    kind: AccountChange;
    request?: FastifyRequest;
    details?: Record<string, string>;
  },
): Promise<void> {}
