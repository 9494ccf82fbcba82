import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { credentialsMessages } from "../../../contracts/account-credentials-rules.ts";
import { authLimits, authText } from "../../../contracts/auth-rules.ts";
import { emailChanges, user } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { AppError } from "../../platform/http/errors.ts";
import { clearThrottle, countAttempt } from "../../platform/http/rate-limit.ts";
import type { AuthHooks } from "../../session/auth.ts";
import { toHeaders, type Viewer } from "../../session/session.ts";
import { noticeAccountChange } from "./account-notice.ts";
import { markProven } from "./recent-proof.ts";

type Context = Pick<AppContext, "auth" | "db" | "mailer" | "background" | "settings">;

/**
 * The sign-in lockout's own key (features/auth/auth.routes.ts): a password typed to
 * prove oneself or to change it is one more guess at the same password, so the
 * guesses of sign-in, of the proof and of the change share one budget per account.
 */
const passwordGuessKey = (email: string) => `sign-in:${email.trim().toLowerCase()}`;

const lockedOut = (minutesLeft: number) =>
  new AppError("LOCKED_OUT", 429, {
    descriptor: authText.lockout,
    values: { minutes: Math.max(1, minutesLeft) },
  });

/** better-auth's refusal code, from the APIError its server-side calls throw. */
const refusalCode = (error: unknown): string | undefined =>
  (error as { body?: { code?: unknown } })?.body?.code as string | undefined;

/**
 * Runs `check` (which makes better-auth verify a password) as one counted guess:
 * counted before, so parallel guesses cannot all be checked before the lock lands;
 * cleared when it was right. A wrong password answers `wrong`, or the lockout once it
 * was the last guess allowed.
 */
async function guessPassword<T>(
  context: Context,
  viewer: Viewer,
  check: () => Promise<T>,
  wrong: () => AppError,
): Promise<T> {
  const key = passwordGuessKey(viewer.email);
  const attempt = await countAttempt(context.db, key, {
    max: authLimits.maxFailedSignIns,
    minutes: authLimits.lockoutMinutes,
  });
  if (attempt.count > authLimits.maxFailedSignIns) throw lockedOut(attempt.minutesLeft);
  try {
    const result = await check();
    await clearThrottle(context.db, key);
    return result;
  } catch (error) {
    const code = refusalCode(error);
    if (code === "CREDENTIAL_ACCOUNT_NOT_FOUND") {
      throw new AppError("INVALID_PASSWORD", 400, credentialsMessages.noPassword);
    }
    if (code !== "INVALID_PASSWORD") throw error;
    if (attempt.count >= authLimits.maxFailedSignIns) throw lockedOut(attempt.minutesLeft);
    throw wrong();
  }
}

/** POST /api/account/recent-proof: the password, checked by better-auth, proves this session. */
export async function proveWithPassword(
  context: Context,
  input: { request: FastifyRequest; viewer: Viewer; sessionId: string; password: string },
): Promise<void> {
  // An account made through the OIDC provider has no password to prove itself with.
  if (!(await hasCredential(context, input.viewer.id))) {
    throw new AppError("INVALID_PASSWORD", 400, credentialsMessages.noPassword);
  }
  // better-auth's own check (its hash, its accounts): throws INVALID_PASSWORD when wrong.
  await guessPassword(
    context,
    input.viewer,
    () =>
      context.auth.api.verifyPassword({
        body: { password: input.password },
        headers: toHeaders(input.request),
      }),
    () => new AppError("INVALID_PASSWORD", 400, credentialsMessages.wrongPassword),
  );
  await markProven(context.db, input.sessionId);
}

async function hasCredential(context: Context, userId: string): Promise<boolean> {
  const auth = await context.auth.$context;
  const account = await auth.internalAdapter.findCredentialAccount(userId);
  return Boolean(account?.password);
}

/**
 * POST /api/account/password: better-auth's change-password, the current password
 * counted as a sign-in guess, then better-auth's revoke-other-sessions when asked.
 * better-auth's own `revokeOtherSessions` option would end this session too and open
 * a new one, which closes this tab's live streams as if it had been signed out; ending
 * only the others keeps this device as it is.
 */
export async function changePassword(
  context: Context,
  input: {
    request: FastifyRequest;
    viewer: Viewer;
    sessionId: string;
    currentPassword: string;
    newPassword: string;
    revokeOtherSessions: boolean;
  },
): Promise<void> {
  const headers = toHeaders(input.request);
  await guessPassword(
    context,
    input.viewer,
    () =>
      context.auth.api.changePassword({
        body: {
          currentPassword: input.currentPassword,
          newPassword: input.newPassword,
          revokeOtherSessions: false,
        },
        headers,
      }),
    () => new AppError("INVALID_PASSWORD", 400, credentialsMessages.wrongCurrentPassword),
  );
  if (input.revokeOtherSessions) await context.auth.api.revokeOtherSessions({ headers });
  // The current password proved who this is.
  await markProven(context.db, input.sessionId);
  await noticeAccountChange(context, {
    userId: input.viewer.id,
    kind: "passwordChanged",
    request: input.request,
    details: { otherDevicesSignedOut: String(input.revokeOtherSessions) },
  });
}

/**
 * POST /api/account/email: better-auth's change-email mails a link to the new address
 * (the address changes only when it is followed, see `completeEmailChange`); the old
 * address is told now. An address with an account is refused, as sign-up refuses it.
 */
export async function requestEmailChange(
  context: Context,
  input: { request: FastifyRequest; viewer: Viewer; newEmail: string },
): Promise<void> {
  const { db, auth } = context;
  if (input.newEmail === input.viewer.email.toLowerCase()) {
    throw new AppError("VALIDATION", 400, credentialsMessages.sameEmail);
  }
  const [taken] = await db.select({ id: user.id }).from(user).where(eq(user.email, input.newEmail));
  if (taken) {
    throw new AppError(
      "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
      409,
      credentialsMessages.emailInUse,
    );
  }
  const headers = toHeaders(input.request);
  await auth.api.changeEmail({
    body: { newEmail: input.newEmail, callbackURL: "/profile?email-changed=1" },
    headers,
    // The confirmation mail's language comes from the request better-auth is handed
    // (auth-mail.ts mailLanguage); with headers alone it has none and writes English.
    request: new Request(new URL(input.request.url, context.settings.BASE_URL), { headers }),
  });
  // One pending change a member: a second request replaces the first's address.
  const pending = { oldEmail: input.viewer.email, newEmail: input.newEmail };
  await db
    .insert(emailChanges)
    .values({ userId: input.viewer.id, ...pending })
    .onConflictDoUpdate({ target: emailChanges.userId, set: pending });
  await noticeAccountChange(context, {
    userId: input.viewer.id,
    kind: "emailChangeRequested",
    request: input.request,
    details: { newEmail: input.newEmail },
  });
}

/**
 * After better-auth verified an address (auth hook): when this member had a change
 * pending, it happened, and both addresses are told.
 */
export async function completeEmailChange(
  context: Omit<Context, "auth">,
  account: { id: string; email: string },
): Promise<void> {
  // By member, not by address: of two changes asked at once, the link followed decides,
  // and the address told is the one the account now has.
  const [pending] = await context.db
    .delete(emailChanges)
    .where(eq(emailChanges.userId, account.id))
    .returning();
  if (!pending || pending.oldEmail.toLowerCase() === account.email.toLowerCase()) return;
  await noticeAccountChange(context, {
    userId: account.id,
    kind: "emailChanged",
    details: { oldEmail: pending.oldEmail, newEmail: account.email.toLowerCase() },
  });
}

/**
 * better-auth's hooks with the email change's ending added (server/app.ts wires it, so
 * that the auth feature needs nothing of this one): once the new address is verified,
 * `completeEmailChange` tells both addresses.
 */
export function noticingEmailChanges(hooks: AuthHooks, context: Omit<Context, "auth">): AuthHooks {
  return {
    ...hooks,
    async emailVerified(account) {
      await hooks.emailVerified(account);
      await completeEmailChange(context, account);
    },
  };
}
