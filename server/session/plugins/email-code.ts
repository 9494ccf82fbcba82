import { randomBytes } from "node:crypto";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { emailOTP } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { authLimits, authText, emailSchema } from "../../../contracts/auth.ts";
import { emailCodeLimits, emailCodeText } from "../../../contracts/email-code.ts";
import type { ErrorCode } from "../../../contracts/errors.ts";
import type { Language } from "../../../contracts/i18n/languages.ts";
import { user } from "../../db/schema.ts";
import { refusal } from "../../platform/http/errors.ts";
import { clearThrottle, countAttempt, takeSlot } from "../../platform/http/rate-limit.ts";
import { intlFor } from "../../platform/i18n/intl.ts";
import { queueMail } from "../../platform/mail/mail-queue.ts";
import type { AuthOptions } from "../auth.ts";
import { mailLanguage } from "../auth-mail.ts";
import { emailCodeMail } from "../email-code-mail.ts";
import type { AccountPlugin } from "./account-plugins.ts";

// The endpoints of better-auth's emailOTP that Coastal does not use: each would be another
// way to check a code (or to verify or reset by code) outside the lockout below.
const unusedPaths = new Set([
  "/email-otp/check-verification-otp",
  "/email-otp/verify-email",
  "/email-otp/request-password-reset",
  "/email-otp/reset-password",
  "/forget-password/email-otp",
  "/email-otp/request-email-change",
  "/email-otp/change-email",
]);
const sendPath = "/email-otp/send-verification-otp";
const signInPath = "/sign-in/email-otp";

/** The key of the per-address lockout, shared with the password (features/auth/auth.routes.ts). */
const signInKey = (email: string) => `sign-in:${email}`;

type Ctx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const bodyOf = (ctx: Ctx) => (ctx.body ?? {}) as Record<string, unknown>;
const emailOf = (ctx: Ctx) =>
  String(bodyOf(ctx).email ?? "")
    .trim()
    .toLowerCase();
const languageOf = (ctx: Ctx): Language => mailLanguage(ctx.request);

/** A refusal in the API's `{ code, message }` shape, as a Response so its status stands. */
const answer = (status: number, code: ErrorCode, message: string) =>
  Response.json(refusal(code, message), { status });

const refuse = (status: "BAD_REQUEST" | "TOO_MANY_REQUESTS", code: ErrorCode, message: string) =>
  new APIError(status, { code, message });

/**
 * Sign-in with a one-time code by email (better-auth emailOTP, decision 069). better-auth
 * makes, stores (hashed) and checks the code, spends it on use and after three wrong tries;
 * Coastal adds around it the password's per-address lockout (5 failures in 15 minutes,
 * counted before the check), one code mail a minute per address, codes only for verified
 * accounts (an unknown address gets the same answer and no mail, as a reset does), and the
 * second factor, which better-auth's twoFactor asks only after a password.
 */
export function emailCodePlugin(options: AuthOptions): AccountPlugin {
  const { db, mailer, background } = options;
  // What a before-rule learnt that its after-rule needs, per request.
  const attempts = new WeakMap<object, { count: number; minutesLeft: number }>();

  const codes = emailOTP({
    otpLength: emailCodeLimits.codeLength,
    expiresIn: emailCodeLimits.codeMinutes * 60,
    allowedAttempts: emailCodeLimits.triesPerCode,
    storeOTP: "hashed",
    // A code signs in an existing account only; sign-up keeps its own form and rules.
    disableSignUp: true,
    sendVerificationOTP: async ({ email, otp, type }, ctx) => {
      if (type !== "sign-in") return;
      const language = mailLanguage(ctx?.request);
      // After the answer, so a known address answers as fast as an unknown one.
      background.run("sign-in code mail", async () => {
        const [account] = await db
          .select({ verified: user.emailVerified })
          .from(user)
          .where(eq(user.email, email));
        if (!account?.verified) return;
        await queueMail({ db, mailer, background }, emailCodeMail(email, otp, language));
      });
    },
  });

  const rules: BetterAuthPlugin = {
    id: "coastal-email-code",
    hooks: {
      before: [
        {
          matcher: (ctx) => unusedPaths.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async () => {
            throw new APIError("NOT_FOUND");
          }),
        },
        {
          matcher: (ctx) => ctx.path === sendPath,
          handler: createAuthMiddleware(async (ctx) => {
            const intl = intlFor(languageOf(ctx));
            const parsed = emailSchema.safeParse(bodyOf(ctx).email);
            if (!parsed.success) {
              throw refuse("BAD_REQUEST", "VALIDATION", parsed.error.issues[0]?.message ?? "");
            }
            if (bodyOf(ctx).type !== "sign-in") {
              throw refuse("BAD_REQUEST", "VALIDATION", "Invalid request.");
            }
            // Keyed by the address whether or not it has an account, so it tells nothing.
            const key = `email-code:${emailOf(ctx)}`;
            if (!(await takeSlot(db, key, emailCodeLimits.sendIntervalSeconds))) {
              throw refuse(
                "TOO_MANY_REQUESTS",
                "RESEND_RATE_LIMITED",
                intl.formatMessage(emailCodeText.sendTooSoon),
              );
            }
          }),
        },
        {
          matcher: (ctx) => ctx.path === signInPath,
          handler: createAuthMiddleware(async (ctx) => {
            const intl = intlFor(languageOf(ctx));
            const body = bodyOf(ctx);
            const parsed = emailSchema.safeParse(body.email);
            if (!parsed.success) {
              throw refuse("BAD_REQUEST", "VALIDATION", parsed.error.issues[0]?.message ?? "");
            }
            const pattern = new RegExp(`^\\d{${emailCodeLimits.codeLength}}$`);
            if (typeof body.otp !== "string" || !pattern.test(body.otp.trim())) {
              throw refuse(
                "BAD_REQUEST",
                "VALIDATION",
                intl.formatMessage(emailCodeText.codeShape),
              );
            }
            body.otp = body.otp.trim();
            // Counted before the code is checked, so parallel guesses cannot all get
            // checked before the lock lands; the same count as the password's.
            const attempt = await countAttempt(db, signInKey(emailOf(ctx)), {
              max: authLimits.maxFailedSignIns,
              minutes: authLimits.lockoutMinutes,
            });
            if (attempt.count > authLimits.maxFailedSignIns) {
              throw refuse(
                "TOO_MANY_REQUESTS",
                "LOCKED_OUT",
                intl.formatMessage(authText.lockout, { minutes: Math.max(1, attempt.minutesLeft) }),
              );
            }
            if (ctx.request) attempts.set(ctx.request, attempt);
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === signInPath,
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            const intl = intlFor(languageOf(ctx));
            if (isAPIError(returned)) {
              const attempt = ctx.request ? attempts.get(ctx.request) : undefined;
              if (!attempt) return;
              if (attempt.count >= authLimits.maxFailedSignIns) {
                const minutes = Math.max(1, attempt.minutesLeft);
                return answer(429, "LOCKED_OUT", intl.formatMessage(authText.lockout, { minutes }));
              }
              const spent = (returned.body as { code?: string } | undefined)?.code;
              return spent === "TOO_MANY_ATTEMPTS"
                ? answer(400, "TOO_MANY_ATTEMPTS", intl.formatMessage(emailCodeText.codeSpent))
                : answer(400, "INVALID_OTP", intl.formatMessage(emailCodeText.wrongCode));
            }
            await clearThrottle(db, signInKey(emailOf(ctx)));
            return holdForSecondFactor(ctx);
          }),
        },
      ],
    },
  };

  return { plugins: [codes, rules], tables: {} };
}

/**
 * better-auth's twoFactor asks for the second factor only after a password (its sign-in
 * paths are fixed), so a code alone would get past it. A member with 2FA gets what a
 * password sign-in gets instead: no session, the signed two-factor cookie and
 * `twoFactorRedirect`, so the same code step finishes the sign-in. A "trusted device"
 * does not skip it here: a code is a weaker proof than a password.
 */
async function holdForSecondFactor(ctx: Ctx) {
  const signedIn = ctx.context.newSession;
  const needsFactor = (signedIn?.user as { twoFactorEnabled?: boolean } | undefined)
    ?.twoFactorEnabled;
  if (!signedIn || !needsFactor) return;
  deleteSessionCookie(ctx, true);
  await ctx.context.internalAdapter.deleteSession(signedIn.session.token);
  ctx.context.setNewSession(null);
  const maxAgeSeconds = 10 * 60;
  const cookie = ctx.context.createAuthCookie("two_factor", { maxAge: maxAgeSeconds });
  const identifier = `2fa-${randomBytes(15).toString("base64url")}`;
  const expiresAt = new Date(Date.now() + maxAgeSeconds * 1000);
  await ctx.context.internalAdapter.createVerificationValue({
    value: signedIn.user.id,
    identifier,
    expiresAt,
  });
  await ctx.context.internalAdapter.createVerificationValue({
    value: "0",
    identifier: `2fa-attempts-${identifier}`,
    expiresAt,
  });
  await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
  const totp = await ctx.context.adapter
    .findOne<{ verified?: boolean }>({
      model: "twoFactor",
      where: [{ field: "userId", value: signedIn.user.id }],
    })
    .catch(() => null);
  return ctx.json({
    twoFactorRedirect: true,
    twoFactorMethods: totp && totp.verified !== false ? ["totp"] : [],
  });
}
