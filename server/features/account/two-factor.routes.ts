import type { FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  authenticatorCodeSchema,
  backupCodesSchema,
  twoFactorMessages,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from "../../../contracts/account-two-factor.ts";
import { authText } from "../../../contracts/auth.ts";
import type { AppContext, Routes } from "../../platform/config/app-context.ts";
import { AppError, conflict } from "../../platform/http/errors.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import {
  clearCodeGuesses,
  codeGuessesLocked,
  countCodeGuess,
} from "../../session/plugins/two-factor.ts";
import { noticeAccountChange } from "./account-notice.ts";
import { markProven, requireRecentProof, requireSession } from "./recent-proof.ts";
import {
  authenticatorCodeChecks,
  confirmTwoFactor,
  regenerateBackupCodes,
  startTwoFactorSetup,
  turnOffTwoFactor,
  twoFactorStatus,
} from "./two-factor.service.ts";

const tags = ["account"];

const lockedOut = (minutes: number) =>
  new AppError("LOCKED_OUT", 429, {
    descriptor: authText.lockout,
    values: { minutes: Math.max(1, minutes) },
  });
const notEnabled = () => new AppError("TWO_FACTOR_NOT_ENABLED", 400, twoFactorMessages.notEnabled);

/**
 * Checks one authenticator code of the member's, counted BEFORE it is checked
 * against the same per-account budget as sign-in's code step (5 in 15 minutes),
 * so parallel guesses here cannot check more codes than there.
 */
async function checkCode(
  context: AppContext,
  userId: string,
  code: string,
  pending: boolean,
): Promise<void> {
  const guess = await countCodeGuess(context.db, userId);
  if (!guess.allowed) throw lockedOut(guess.minutesLeft);
  const checks = await authenticatorCodeChecks(context, userId, code, { pending });
  if (checks === "noFactor") {
    throw pending ? new AppError("TOTP_NOT_ENABLED", 400, twoFactorMessages.noSetup) : notEnabled();
  }
  if (!checks) {
    const minutes = await codeGuessesLocked(context.db, userId);
    if (minutes > 0) throw lockedOut(minutes);
    throw new AppError("INVALID_CODE", 400, twoFactorMessages.wrongCode);
  }
  await clearCodeGuesses(context.db, userId);
}

const noStore = (reply: FastifyReply) => reply.header("cache-control", "private, no-store");

/**
 * The authenticator-app second factor (issue 31, scope 4). better-auth's twoFactor
 * plugin stops a password sign-in at the code step; these routes set it up, confirm
 * it with a first code, renew the backup codes and turn it off, each behind a recent
 * proof rather than the password again, each recorded and emailed to the member.
 */
export const twoFactorRoutes: Routes = async (app, context) => {
  const { db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = (request: FastifyRequest) => requireSession(context, request);

  api.get(
    "/api/account/two-factor",
    {
      schema: {
        tags,
        summary: "Whether the member's authenticator app is on, and their unused backup codes",
        response: { 200: twoFactorStatusSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { viewer } = await signedIn(request);
      return twoFactorStatus(context, viewer.id);
    },
  );

  api.post(
    "/api/account/two-factor/setup",
    {
      schema: {
        tags,
        summary: "A new secret and its QR code; nothing is on until a first code is confirmed",
        response: { 200: twoFactorSetupSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { viewer } = await requireRecentProof(context, request);
      await enforceRateLimit(db, reply, "accountSecurity", viewer.id);
      const setup = await startTwoFactorSetup(context, viewer);
      if (setup === "alreadyEnabled") {
        throw new AppError("TOTP_ALREADY_ENABLED", 409, twoFactorMessages.alreadyEnabled);
      }
      return setup;
    },
  );

  api.post(
    "/api/account/two-factor/confirm",
    {
      schema: {
        tags,
        summary: "Turns the authenticator app on once its first code checks; the ten backup codes",
        body: authenticatorCodeSchema,
        response: { 200: backupCodesSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { viewer, sessionId } = await signedIn(request);
      await checkCode(context, viewer.id, request.body.code, true);
      const backupCodes = await confirmTwoFactor(context, viewer.id);
      if (!backupCodes) throw conflict(twoFactorMessages.alreadyEnabled);
      // A code from the new factor is a proof of who is here too.
      await markProven(db, sessionId);
      await noticeAccountChange(context, { userId: viewer.id, kind: "twoFactorEnabled", request });
      return { backupCodes };
    },
  );

  api.post(
    "/api/account/two-factor/backup-codes",
    {
      schema: {
        tags,
        summary: "Ten new backup codes; the old ones stop working",
        response: { 200: backupCodesSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { viewer } = await requireRecentProof(context, request);
      await enforceRateLimit(db, reply, "accountSecurity", viewer.id);
      const backupCodes = await regenerateBackupCodes(context, viewer.id);
      if (!backupCodes) throw notEnabled();
      await noticeAccountChange(context, {
        userId: viewer.id,
        kind: "backupCodesRegenerated",
        request,
      });
      return { backupCodes };
    },
  );

  api.delete(
    "/api/account/two-factor",
    {
      schema: { tags, summary: "Turns the authenticator app off and emails the member" },
    },
    async (request, reply) => {
      const { viewer } = await requireRecentProof(context, request);
      await enforceRateLimit(db, reply, "accountSecurity", viewer.id);
      const wasOn = await turnOffTwoFactor(context, viewer.id);
      if (!wasOn) throw notEnabled();
      await noticeAccountChange(context, { userId: viewer.id, kind: "twoFactorDisabled", request });
      return reply.status(204).send();
    },
  );

  api.post(
    "/api/account/two-factor/prove",
    {
      schema: {
        tags,
        summary: "An authenticator code as the recent proof a sensitive change needs",
        body: authenticatorCodeSchema,
      },
    },
    async (request, reply) => {
      const { viewer, sessionId } = await signedIn(request);
      await checkCode(context, viewer.id, request.body.code, false);
      await markProven(db, sessionId);
      return reply.status(204).send();
    },
  );
};
