import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { admin, genericOAuth, openAPI } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { credentialsMessages } from "../../contracts/account-credentials-rules.ts";
import { authLimits, authMessages } from "../../contracts/auth.ts";
import { languageCookie } from "../../contracts/i18n/languages.ts";
import type { Db } from "../db/client.ts";
import * as schema from "../db/schema.ts";
import type { Settings } from "../platform/config/settings.ts";
import type { Mail, Mailer } from "../platform/mail/mail.ts";
import { queueMail } from "../platform/mail/mail-queue.ts";
import type { Background } from "../platform/runtime/background.ts";
import { switchOffWhenIdle } from "./auth-idle.ts";
import { emailChangeMail, mailLanguage, resetPasswordMail, verificationMail } from "./auth-mail.ts";
import { accountPlugins } from "./plugins/account-plugins.ts";
import { answerUniqueConflicts } from "./unique-conflicts.ts";

export const oidcProviderId = "oidc";

/** The endpoints that sign someone in: with a password, a passkey, or back from the OIDC provider. */
const signingIn = /^\/(sign-in\/|oauth2\/callback\/|callback\/|passkey\/verify-authentication)/;

const daySeconds = 24 * 60 * 60;
const sessionMaxMs = authLimits.sessionMaxDays * daySeconds * 1000;

type Account = { id: string; email: string; emailVerified: boolean };

/**
 * What the features do when better-auth changes an account or a session. They
 * come in from outside (features/auth/auth-hooks.ts) so this module, like all
 * of lib, depends on no feature.
 */
export interface AuthHooks {
  /** A new account: sign-up, or a first sign-in through OIDC. */
  userCreated(account: Account): Promise<void>;
  emailVerified(account: Account): Promise<void>;
  /** Before better-auth deletes a user itself (admin remove-user). */
  userDeleting(userId: string): Promise<void>;
  /** Every new session: someone signed in (with a password, the provider, a passkey or a code). */
  sessionCreated(session: {
    id: string;
    userId: string;
    impersonatedBy?: string | null;
  }): Promise<void>;
  /** Every new way to sign in of a user: a password, or the provider's account linked or signed in with. */
  accountCreated(account: { userId: string; providerId: string }): Promise<void>;
  /** Every ended session: sign-out, ban, removal, revocation, password reset. */
  sessionEnded(session: { id: string; userId: string }): Promise<void>;
  /** Every change better-auth makes to a user row (role, ban, name); `suspended` once it is banned. */
  userChanged(userId: string, change: { suspended: boolean }): Promise<void>;
}

type AuthLogLevel = "debug" | "info" | "success" | "warn" | "error";

/**
 * better-auth's own log lines, without the values it passes along: a failed
 * query's error carries its parameters (session tokens, emails), which must never
 * reach a log. The message and the error's class and code are enough to act on.
 */
export function authLogLine(level: AuthLogLevel, message: string, args: unknown[]): string {
  const error = args.find((arg): arg is Error => arg instanceof Error);
  const cause = error?.cause instanceof Error ? error.cause : undefined;
  const code =
    (cause as { code?: unknown } | undefined)?.code ??
    (error as { code?: unknown } | undefined)?.code;
  const detail = error ? ` (${error.name}${typeof code === "string" ? ` ${code}` : ""})` : "";
  return `[auth] ${level}: ${message}${detail}`;
}

export type AuthOptions = {
  settings: Settings;
  db: Db;
  mailer: Mailer;
  hooks: AuthHooks;
  /** Where the verification and reset mails are sent from, after the answer. */
  background: Background;
};

/**
 * better-auth as Coastal uses it: email and password with verification and
 * reset mail, sessions with an idle and an absolute limit, per-IP limits in the
 * database, the admin plugin, and OIDC when configured. The product's rules
 * around it live in features/auth/auth.routes.ts. Every call is counted, so that
 * better-auth's context stores are off between calls (decision 043).
 */
export const createAuth = (options: AuthOptions) => switchOffWhenIdle(configuredAuth(options));

function configuredAuth(options: AuthOptions) {
  const { settings, db, mailer, hooks, background } = options;
  const secure = settings.BASE_URL.startsWith("https://");
  // Every mail goes through the durable queue: no answer waits on the mail server,
  // and a send lost with its process is sent again by the sweep (server/platform/mail/mail-queue.ts).
  const send = (mail: Mail) => queueMail({ db, mailer, background }, mail);
  const account = accountPlugins(options);

  return betterAuth({
    appName: "Coastal",
    baseURL: settings.BASE_URL,
    basePath: "/api/auth",
    secret: settings.AUTH_SECRET,
    trustedOrigins: settings.trustedOrigins,
    logger: {
      level: "warn",
      log: (level, message, ...args) => console.error(authLogLine(level, message, args)),
    },
    // A race lost on a unique index answers like better-auth's own check (unique-conflicts.ts).
    database: answerUniqueConflicts(
      drizzleAdapter(db, {
        provider: "pg",
        schema: {
          user: schema.user,
          session: schema.session,
          ...account.tables,
          account: schema.account,
          verification: schema.verification,
          rateLimit: schema.rateLimit,
        },
      }),
    ),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: authLimits.minPasswordLength,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }, request) => {
        const language = mailLanguage(request);
        // Queued after the answer, not before it: the answer is the same whether the
        // address has an account, and its timing must be too, not one write longer.
        background.run("password reset mail", () =>
          send(resetPasswordMail(user.email, url, language)),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: authLimits.verificationLinkHours * 60 * 60,
      sendVerificationEmail: async ({ user, url }, request) => {
        // An account that is already verified is confirming a new address (user.changeEmail).
        const mail = user.emailVerified ? emailChangeMail : verificationMail;
        await send(mail(user.email, url, mailLanguage(request)));
      },
      afterEmailVerification: (verified) => hooks.emailVerified(verified),
    },
    databaseHooks: {
      session: {
        update: {
          // Sliding never carries a session past its absolute limit (decision 013).
          before: async (changes, context) => {
            const createdAt = context?.context.session?.session.createdAt;
            if (!changes.expiresAt || !createdAt) return;
            const limit = new Date(new Date(createdAt).getTime() + sessionMaxMs);
            if (new Date(changes.expiresAt) > limit) {
              return { data: { ...changes, expiresAt: limit } };
            }
          },
        },
        create: { after: (created) => hooks.sessionCreated(created) },
        // Every way a session ends goes through here, after its transaction commits.
        delete: { after: (ended) => hooks.sessionEnded(ended) },
      },
      account: { create: { after: (created) => hooks.accountCreated(created) } },
      user: {
        create: { after: (created) => hooks.userCreated(created) },
        update: {
          // An email change's link followed after someone signed up with the new address:
          // a clear 409, before the write, rather than the unique index's 500.
          before: async (changes) => {
            if (typeof changes.email !== "string") return;
            const [owner] = await db
              .select({ id: schema.user.id })
              .from(schema.user)
              .where(eq(schema.user.email, changes.email.toLowerCase()));
            if (owner) {
              throw new APIError("CONFLICT", {
                code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
                message: credentialsMessages.emailNowTaken.defaultMessage,
              });
            }
          },
          after: (updated) =>
            hooks.userChanged(updated.id, {
              suspended: (updated as { banned?: unknown }).banned === true,
            }),
        },
        delete: { before: (doomed) => hooks.userDeleting(doomed.id) },
      },
    },
    hooks: {
      // A member who signed in has their saved language from this answer on (decision 063).
      after: createAuthMiddleware(async (ctx) => {
        const userId = ctx.context.newSession?.user.id;
        if (!userId || !signingIn.test(ctx.path ?? "")) return;
        const [profile] = await db
          .select({ language: schema.profiles.language })
          .from(schema.profiles)
          .where(eq(schema.profiles.id, userId));
        if (!profile?.language) return;
        ctx.setCookie(languageCookie, profile.language, {
          path: "/",
          maxAge: 365 * daySeconds,
          sameSite: "lax",
          secure,
          // The footer's language switch writes this cookie from the page.
          httpOnly: false,
        });
      }),
    },
    // Linking happens only through /api/account/identities (linked-sign-ins.routes.ts), which
    // asks for a recent proof first; the provider's account may use another address than Coastal's.
    disabledPaths: [
      "/link-social",
      "/unlink-account",
      "/change-email",
      // The password changes at /api/account/password (credentials.routes.ts), where the
      // current password counts toward the sign-in lockout and the member is told.
      "/change-password",
      // A member's passkeys are listed, named and removed at /api/account/passkeys, where
      // anyone else's is a 404 and removing needs a recent proof (passkeys.routes.ts).
      "/passkey/list-user-passkeys",
      "/passkey/update-passkey",
      "/passkey/delete-passkey",
    ],
    account: { accountLinking: { allowDifferentEmails: true } },
    // Changing one's email goes through /api/account/email (credentials.routes.ts), after a
    // recent proof: a link to the new address, and the change only once it is followed.
    user: { changeEmail: { enabled: true } },
    // Idle limit: a week without use ends a session; each day of use extends it.
    session: { expiresIn: authLimits.sessionIdleDays * daySeconds, updateAge: daySeconds },
    rateLimit: {
      enabled: settings.AUTH_RATE_LIMIT,
      storage: "database",
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": { window: 60, max: 30 },
        "/sign-up/email": { window: 60, max: 20 },
        "/request-password-reset": { window: 60, max: 10 },
        "/send-verification-email": { window: 60, max: 10 },
        // Passkeys (issue 31): each ceremony is two calls; adding one also needs a recent proof.
        "/passkey/generate-authenticate-options": { window: 60, max: 30 },
        "/passkey/verify-authentication": { window: 60, max: 30 },
        "/passkey/generate-register-options": { window: 60, max: 30 },
        "/passkey/verify-registration": { window: 60, max: 30 },
        // Sign-in codes (decision 069); per address they also have the password's lockout.
        "/email-otp/send-verification-otp": { window: 60, max: 10 },
        "/sign-in/email-otp": { window: 60, max: 30 },
      },
    },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true, secure },
      // The Fastify bridge puts the real client address here (see auth.routes.ts).
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
    },
    plugins: [
      admin({ bannedUserMessage: authMessages.suspended }),
      // Describes these routes for /api/docs (features/api-docs); its own Scalar page
      // would load scripts from a CDN the CSP refuses, so Coastal's page shows them instead.
      openAPI({ disableDefaultReference: true }),
      ...account.plugins,
      ...(settings.oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: oidcProviderId,
                  discoveryUrl: `${settings.oidc.issuer.replace(/\/$/, "")}/.well-known/openid-configuration`,
                  clientId: settings.oidc.clientId,
                  clientSecret: settings.oidc.clientSecret,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
