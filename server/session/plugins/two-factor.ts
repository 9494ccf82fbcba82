import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { twoFactor } from "better-auth/plugins/two-factor";
import { and, eq, gt } from "drizzle-orm";
import { twoFactorMessages } from "../../../contracts/account-two-factor-rules.ts";
import { authLimits, authText } from "../../../contracts/auth.ts";
import { pickLanguage } from "../../../contracts/i18n/languages.ts";
import type { Db } from "../../db/client.ts";
import * as schema from "../../db/schema.ts";
import { clearThrottle, countAttempt } from "../../platform/http/rate-limit.ts";
import { intlFor } from "../../platform/i18n/intl.ts";
import { cookieLanguage } from "../../platform/i18n/request-language.ts";
import type { AuthOptions } from "../auth.ts";
import type { AccountPlugin } from "./account-plugins.ts";

/** The authenticator app's limits (issue 31, scope 4): code guesses are limited as passwords are. */
export const twoFactorLimits = {
  maxGuesses: authLimits.maxFailedSignIns,
  lockoutMinutes: authLimits.lockoutMinutes,
  trustDeviceDays: 30,
  backupCodes: 10,
};

/** better-auth's endpoints that check a code someone typed. */
const codeChecks = new Set([
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/two-factor/verify-otp",
]);

/**
 * better-auth's own ways to turn the factor on or off, or to read its secret, with the
 * password: Coastal's routes do these behind a recent proof, and record and email them.
 */
const replacedByCoastal = new Set([
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/get-totp-uri",
  "/two-factor/generate-backup-codes",
  "/two-factor/send-otp",
]);

const notHere = () => new APIError("NOT_FOUND", { code: "NOT_FOUND", message: "Not found" });

/**
 * A before hook's refusal as an answer rather than a throw: better-auth logs every
 * error thrown from a before hook at ERROR level, and a guessing attack is not an error
 * of the app's.
 */
const answer = (error: APIError) =>
  Response.json(error.body, { status: error.statusCode, headers: error.headers });

const guessKey = (userId: string) => `two-factor:${userId}`;

export type CodeGuess = { allowed: boolean; minutesLeft: number; locked: boolean };

/**
 * Counts one code guess for `userId` BEFORE the code is checked, in one statement
 * (the password lockout's counter), so parallel guesses each get their own number
 * and at most `maxGuesses` in 15 minutes are ever checked. Sign-in's code step,
 * setup's first code and a code given as a recent proof share the one budget.
 */
export async function countCodeGuess(db: Db, userId: string): Promise<CodeGuess> {
  const attempt = await countAttempt(db, guessKey(userId), {
    max: twoFactorLimits.maxGuesses,
    minutes: twoFactorLimits.lockoutMinutes,
  });
  return {
    allowed: attempt.count <= twoFactorLimits.maxGuesses,
    locked: attempt.count >= twoFactorLimits.maxGuesses,
    minutesLeft: attempt.minutesLeft,
  };
}

/** A right code starts the budget afresh, as a right password does, better-auth's too. */
export async function clearCodeGuesses(db: Db, userId: string): Promise<void> {
  await clearThrottle(db, guessKey(userId));
  await db
    .update(schema.twoFactor)
    .set({ failedVerificationCount: 0, lockedUntil: null })
    .where(eq(schema.twoFactor.userId, userId));
}

/** Whether the account's code guesses are locked now, and for how many minutes more. */
export async function codeGuessesLocked(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ lockedUntil: schema.throttles.lockedUntil })
    .from(schema.throttles)
    .where(
      and(eq(schema.throttles.key, guessKey(userId)), gt(schema.throttles.lockedUntil, new Date())),
    );
  if (!row?.lockedUntil) return 0;
  return Math.max(1, Math.ceil((row.lockedUntil.getTime() - Date.now()) / 60_000));
}

/** The lockout's refusal in the language the request asks for (cookie, then Accept-Language). */
export function codeLockout(headers: Headers | undefined, minutes: number) {
  const language = pickLanguage(
    [cookieLanguage(headers?.get("cookie") ?? undefined)],
    headers?.get("accept-language") ?? undefined,
  );
  return new APIError("TOO_MANY_REQUESTS", {
    code: "LOCKED_OUT",
    message: intlFor(language).formatMessage(authText.lockout, {
      minutes: Math.max(1, minutes),
    }),
  });
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * Whose code this is: the member a sign-in's challenge cookie names. A signed-in
 * session may not use these endpoints: with one, better-auth's verify-totp would turn
 * a pending setup on without Coastal's confirmation (its backup codes, its email).
 */
async function guesser(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) throw notHere();
  const cookie = ctx.context.createAuthCookie("two_factor");
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return null;
  const value = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return value?.value ?? null;
}

const guessers = new WeakMap<object, string>();

/**
 * better-auth's refusals at the code step in Coastal's words (which the auth bridge
 * says in the request's language): the challenge expired, or its own per-challenge
 * limit was spent, both mean "sign in again".
 */
const reworded: Record<string, string> = {
  INVALID_CODE: twoFactorMessages.wrongCode.defaultMessage,
  INVALID_BACKUP_CODE: twoFactorMessages.wrongBackupCode.defaultMessage,
  INVALID_TWO_FACTOR_COOKIE: twoFactorMessages.signInAgain.defaultMessage,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: twoFactorMessages.signInAgain.defaultMessage,
};

function inCoastalWords(error: APIError): APIError {
  const code = (error.body as { code?: string } | undefined)?.code ?? "";
  const message = reworded[code];
  return message ? new APIError(error.status, { code, message }) : error;
}

/**
 * Coastal's lockout around better-auth's code checks. better-auth's own account
 * lockout reads the count before it checks and writes it after, so 60 guesses
 * sent at once would all be checked; this counts each guess first.
 */
function codeGuessLimit(db: Db): BetterAuthPlugin {
  return {
    id: "coastal-code-guesses",
    hooks: {
      before: [
        {
          // Only calls from outside: the server's own auth.api calls come without a request.
          matcher: (ctx) => Boolean(ctx.request) && replacedByCoastal.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async () => answer(notHere())),
        },
        {
          matcher: (ctx) => codeChecks.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const userId = await guesser(ctx).catch((error: APIError) => error);
            if (userId instanceof APIError) return answer(userId);
            // No challenge and no session: better-auth refuses it without checking a code.
            if (!userId) return;
            const guess = await countCodeGuess(db, userId);
            if (!guess.allowed) return answer(codeLockout(ctx.headers, guess.minutesLeft));
            if (ctx.headers) guessers.set(ctx.headers, userId);
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => codeChecks.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            const userId = ctx.headers ? guessers.get(ctx.headers) : undefined;
            if (!isAPIError(returned)) {
              if (userId && returned !== undefined) await clearCodeGuesses(db, userId);
              return;
            }
            // The guess that spent the budget is told of the lock, as the password's is:
            // an answer, since a thrown error here would keep the endpoint's 401 status.
            const code = (returned.body as { code?: string } | undefined)?.code;
            const wrong = code === "INVALID_CODE" || code === "INVALID_BACKUP_CODE";
            const minutes = userId && wrong ? await codeGuessesLocked(db, userId) : 0;
            if (minutes > 0) return answer(codeLockout(ctx.headers, minutes));
            throw inCoastalWords(returned);
          }),
        },
      ],
    },
  };
}

/**
 * TOTP and backup codes (better-auth twoFactor): it stores the encrypted secret
 * and codes, stops a password sign-in at a code step (a challenge cookie, no
 * session until the code checks) and remembers a trusted device for 30 days.
 * Setup, confirmation, backup codes and turning off go through Coastal's own
 * routes (server/features/account/two-factor.routes.ts), which ask for a recent
 * proof instead of the password again.
 */
export function twoFactorPlugin({ db }: AuthOptions): AccountPlugin {
  return {
    plugins: [
      twoFactor({
        issuer: "Coastal",
        trustDeviceMaxAge: twoFactorLimits.trustDeviceDays * 24 * 60 * 60,
        backupCodeOptions: { amount: twoFactorLimits.backupCodes },
        // better-auth's own budget stays on beneath Coastal's, at the same numbers.
        accountLockout: {
          maxFailedAttempts: twoFactorLimits.maxGuesses,
          durationSeconds: twoFactorLimits.lockoutMinutes * 60,
        },
      }),
      codeGuessLimit(db),
    ],
    tables: { twoFactor: schema.twoFactor },
  };
}
