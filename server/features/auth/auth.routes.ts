import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  authLimits,
  authMessages,
  authText,
  emailSchema,
  signInSchema,
  signUpSchema,
} from "../../../contracts/auth.ts";
import {
  isReservedUsername,
  profileMessages,
  usernameFromEmail,
} from "../../../contracts/profiles.ts";
import { databaseAnswers } from "../../db/database-health.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { DatabaseUnavailableError } from "../../platform/http/error-handler.ts";
import { refusal } from "../../platform/http/errors.ts";
import { clearThrottle, countAttempt, takeSlot } from "../../platform/http/rate-limit.ts";
import { requestLanguage, say, translateText } from "../../platform/i18n/intl.ts";
import { sessionOutlived, toHeaders } from "../../session/session.ts";
import { emailCodeBridge } from "../account/email-code-bridge.ts";
import { linkedSignInsBridge } from "../account/linked-sign-ins-bridge.ts";
import { passkeyBridge } from "../account/passkeys-bridge.ts";
import { twoFactorBridge } from "../account/two-factor-bridge.ts";
import { accountExists } from "./accounts.service.ts";
import {
  type After,
  type Before,
  type Body,
  bodiless,
  expiredLinkRedirect,
  firstIssue,
  json,
  nonTextField,
  normalisedEmail,
  notCopied,
  payloadOf,
  usedLinkMemorySeconds,
} from "./auth-bridge-parts.ts";
import { type AuthEvent, logAuthEvent } from "./auth-log.ts";
import { inLanguage, publicAnswer } from "./auth-responses.ts";
import { inviteSignUpRoutes } from "./invite-sign-up.routes.ts";
import { isCommonPassword, newPasswordProblem } from "./password-policy.ts";

/** The lockout's 429, in the request's language, with the minutes still to wait. */
const lockedOut = (request: FastifyRequest, minutesLeft: number) =>
  json(
    429,
    "LOCKED_OUT",
    say(request, { descriptor: authText.lockout, values: { minutes: Math.max(1, minutesLeft) } }),
  );

/**
 * Mounts better-auth under /api/auth and adds the product's own rules around
 * it: the spec's messages, the per-account lockout, the resend interval, the
 * password and username policies and the auth event log.
 */
export async function authRoutes(app: FastifyInstance, context: AppContext) {
  const { db, auth, settings } = context;
  const signInKey = (email: string) => `sign-in:${email}`;
  const log = (
    request: FastifyRequest,
    event: AuthEvent,
    subject?: { userId?: string; email?: string },
  ) => logAuthEvent(request, settings.AUTH_SECRET, event, subject);
  // What a before-rule learnt that its after-rule needs.
  const signInAttempts = new WeakMap<FastifyRequest, { count: number; minutesLeft: number }>();
  const resetUserIds = new WeakMap<FastifyRequest, string>();

  // Rules that run before better-auth sees the request; a Response refuses it.
  const before: Record<string, Before> = {
    "POST /sign-up/email": async (_request, body) => {
      const problem = firstIssue(signUpSchema, body);
      if (problem) return json(400, "VALIDATION", problem);
      if (isCommonPassword(String(body.password))) {
        return json(400, "VALIDATION", authMessages.commonPassword);
      }
      // The name is not the client's to choose: it is the username the account
      // starts with, so never a reserved one like "admin" (issue 7).
      body.name = usernameFromEmail(normalisedEmail(body));
      // Whether the address is taken is decided after better-auth's per-IP
      // limit, which so applies to every answer (issue 7).
    },
    "POST /sign-in/email": async (request, body) => {
      const problem = firstIssue(signInSchema, body);
      if (problem) return json(400, "VALIDATION", problem);
      // Counted before the password is checked, so parallel guesses cannot all
      // get checked before the lock lands (issue 7).
      const attempt = await countAttempt(db, signInKey(normalisedEmail(body)), {
        max: authLimits.maxFailedSignIns,
        minutes: authLimits.lockoutMinutes,
      });
      if (attempt.count > authLimits.maxFailedSignIns) {
        // Hashed as better-auth hashes for an unknown address, so the refusal takes
        // as long as a password check and its timing does not tell that this account
        // exists and is under attack (issue 27).
        await (await auth.$context).password.hash(String(body.password));
        log(request, "sign-in-refused-locked", { email: normalisedEmail(body) });
        return lockedOut(request, attempt.minutesLeft);
      }
      signInAttempts.set(request, attempt);
    },
    "POST /send-verification-email": async (_request, body) => {
      const problem = firstIssue(emailSchema, body.email);
      if (problem) return json(400, "VALIDATION", problem);
      const allowed = await takeSlot(
        db,
        `resend:${normalisedEmail(body)}`,
        authLimits.resendIntervalSeconds,
      );
      if (!allowed) return json(429, "RESEND_RATE_LIMITED", authMessages.resendRateLimited);
    },
    "POST /request-password-reset": async (_request, body) => {
      if (!String(body.email ?? "").trim()) {
        return json(400, "VALIDATION", authMessages.emptyResetEmail);
      }
      const problem = firstIssue(emailSchema, body.email);
      if (problem) return json(400, "VALIDATION", problem);
    },
    "POST /reset-password": async (request, body) => {
      const problem = newPasswordProblem(body.newPassword);
      if (problem) return json(400, "VALIDATION", problem);
      // better-auth's own record of the link says whose password this is, for the log.
      const context = await auth.$context;
      const link = await context.internalAdapter.findVerificationValue(
        `reset-password:${String(body.token ?? "")}`,
      );
      if (link) resetUserIds.set(request, link.value);
    },
    "POST /change-password": async (_request, body) => {
      const problem = newPasswordProblem(body.newPassword);
      if (problem) return json(400, "VALIDATION", problem);
    },
    "POST /update-user": async (_request, body) => {
      if (typeof body.name === "string" && isReservedUsername(body.name)) {
        return json(400, "VALIDATION", profileMessages.usernameReserved.defaultMessage);
      }
    },
  };

  // Rules that adjust better-auth's answer.
  const after: Record<string, After> = {
    "POST /sign-up/email": async (request, body, response) => {
      if (!response.ok) return response;
      // For a taken address better-auth hashes the password all the same and
      // answers with a made-up user, so both answers cost the same (decision 013).
      const userId = String((await payloadOf(response)).user?.id ?? "");
      if (!(await accountExists(db, userId))) {
        log(request, "sign-up-existing-email", { email: normalisedEmail(body) });
        return json(422, "USER_ALREADY_EXISTS", authMessages.accountExists);
      }
      log(request, "sign-up", { userId, email: normalisedEmail(body) });
      return response;
    },
    "POST /sign-in/email": async (request, body, response) => {
      const email = normalisedEmail(body);
      const attempt = signInAttempts.get(request);
      if (response.status === 401) {
        if (attempt && attempt.count >= authLimits.maxFailedSignIns) {
          log(request, "sign-in-locked-out", { email });
          return lockedOut(request, attempt.minutesLeft);
        }
        log(request, "sign-in-failed", { email });
        return json(401, "INVALID_EMAIL_OR_PASSWORD", authMessages.invalidCredentials);
      }
      const payload = response.ok || response.status === 403 ? await payloadOf(response) : {};
      // Only these answers prove the password was right; any other leaves the count.
      if (response.ok || payload.code === "EMAIL_NOT_VERIFIED") {
        await clearThrottle(db, signInKey(email));
      }
      if (response.ok) log(request, "sign-in", { userId: payload.user?.id, email });
      if (payload.code === "EMAIL_NOT_VERIFIED") {
        return json(403, "EMAIL_NOT_VERIFIED", authMessages.emailNotVerified);
      }
      return response;
    },
    "POST /request-password-reset": async (request, body, response) => {
      if (response.ok) log(request, "password-reset-requested", { email: normalisedEmail(body) });
      return response;
    },
    "POST /reset-password": async (request, _body, response) => {
      if (response.status === 400) {
        return json(400, "INVALID_TOKEN", authMessages.resetLinkInvalid);
      }
      if (response.ok) {
        log(request, "password-reset-completed", { userId: resetUserIds.get(request) });
      }
      return response;
    },
    "POST /change-password": async (request, _body, response) => {
      if (response.ok) {
        log(request, "password-changed", { userId: (await payloadOf(response)).user?.id });
      }
      return response;
    },
    "POST /admin/ban-user": async (request, body, response) => {
      if (response.ok) log(request, "user-banned", { userId: String(body.userId ?? "") });
      return response;
    },
    "POST /admin/unban-user": async (request, body, response) => {
      if (response.ok) log(request, "user-unbanned", { userId: String(body.userId ?? "") });
      return response;
    },
    "GET /verify-email": async (request, _body, response) => {
      // An expired or tampered link lands on /auth in the spec's expired-link state.
      const location = response.headers.get("location") ?? "";
      const redirected = response.status >= 300 && response.status < 400;
      if (redirected && location.includes("error=")) return expiredLinkRedirect();
      // Refused before it was checked (rate limit, origin): the link stays usable.
      if (!redirected && !response.ok) return response;
      // Verification links are single-use (product decision 17): marked used once
      // verified, so a second click lands in the expired-link state.
      const token = String((request.query as Record<string, unknown>).token ?? "");
      const digest = createHash("sha256").update(token).digest("hex");
      const firstUse = await takeSlot(db, `verify-link:${digest}`, usedLinkMemorySeconds);
      return firstUse ? response : expiredLinkRedirect();
    },
    "GET /get-session": async (_request, _body, response) => {
      // Sessions from before the absolute limit may still slide past it (auth.ts caps new ones).
      const payload = response.ok ? await payloadOf(response) : null;
      const session = payload?.session as { createdAt?: string } | undefined;
      return session?.createdAt && sessionOutlived(new Date(session.createdAt))
        ? Response.json(null)
        : response;
    },
  };

  // Passkeys' rules (adding needs a recent proof, sign-in logged and counted as one): issue 31.
  const passkeys = passkeyBridge(context, log);
  Object.assign(before, passkeys.before);
  Object.assign(after, passkeys.after);
  // Sign-in codes' events in the auth log (decision 069).
  Object.assign(after, emailCodeBridge(log).after);
  // The second factor's code step in the auth log (issue 31).
  Object.assign(after, twoFactorBridge(log).after);
  // A provider link that lost a race on the unique index goes back to the profile (decision 070).
  Object.assign(after, linkedSignInsBridge().after);

  // Signing up from an admin's invitation (decision 069).
  await inviteSignUpRoutes(app, context);

  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    schema: { hide: true },
    async handler(request: FastifyRequest, reply: FastifyReply) {
      const url = new URL(request.url, settings.BASE_URL);
      const operation = `${request.method} ${url.pathname.replace(/^\/api\/auth/, "")}`;
      const body = (request.body ?? {}) as Body;
      if (nonTextField(body)) {
        return reply
          .status(400)
          .send(
            refusal(
              "VALIDATION",
              translateText(requestLanguage(request), authMessages.emptyFields),
            ),
          );
      }

      let response = await before[operation]?.(request, body);
      if (!response) {
        const headers = toHeaders(request);
        // better-auth reads the client address from here for its per-IP limits.
        headers.set("x-forwarded-for", request.ip);
        response = await auth.handler(
          new Request(url, {
            method: request.method,
            headers,
            // Fetch refuses a GET or HEAD with a body; whatever a client sent with one is not read.
            body: bodiless.has(request.method) ? undefined : JSON.stringify(body),
          }),
        );
        // better-auth turns a lost database into a bare 500; the client should retry instead.
        if (response.status >= 500 && !(await databaseAnswers(db))) {
          throw new DatabaseUnavailableError();
        }
        response = (await after[operation]?.(request, body, response)) ?? response;
        response = await publicAnswer(response);
      }
      response = await inLanguage(response, requestLanguage(request));

      reply.status(response.status);
      for (const [name, value] of response.headers) {
        if (!notCopied.has(name)) reply.header(name, value);
      }
      for (const cookie of response.headers.getSetCookie()) reply.header("set-cookie", cookie);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
