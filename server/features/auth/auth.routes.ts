import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import {
  authLimits,
  authMessages,
  emailSchema,
  lockoutMessage,
  newPasswordSchema,
  signInSchema,
  signUpSchema,
} from "../../../contracts/auth.ts";
import type { AppContext } from "../../app.ts";
import { user } from "../../db/schema.ts";
import { toHeaders } from "../../lib/session.ts";
import { clearThrottle, lockedMinutesLeft, recordFailure, takeSlot } from "./throttles.ts";

type Body = Record<string, unknown>;
type Rule = (request: FastifyRequest, body: Body) => Promise<Response | undefined>;

const json = (status: number, code: string, message: string) =>
  Response.json({ code, message }, { status });

function firstIssue(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const expiredLinkRedirect = () =>
  new Response(null, { status: 302, headers: { location: "/auth?error_code=otp_expired" } });

// Longer than a link lives, so a used link never works again.
const usedLinkMemorySeconds = 2 * 24 * 60 * 60;

/** A field the rules read as text that is something else (an object with its own toString). */
const nonTextField = (body: Body) =>
  ["email", "password", "newPassword"].find(
    (name) => body[name] != null && typeof body[name] !== "string",
  );

const normalisedEmail = (body: Body) =>
  String(body.email ?? "")
    .trim()
    .toLowerCase();

/**
 * Mounts better-auth under /api/auth and adds the product's own rules around
 * it: the spec's messages, the per-account lockout and the resend interval.
 */
export async function authRoutes(app: FastifyInstance, { db, auth, settings }: AppContext) {
  const signInKey = (email: string) => `sign-in:${email}`;

  // Rules that run before better-auth sees the request; a Response refuses it.
  const before: Record<string, Rule> = {
    "POST /sign-up/email": async (_request, body) => {
      const problem = firstIssue(signUpSchema, body);
      if (problem) return json(400, "VALIDATION", problem);
      const [existing] = await db
        .select({ id: user.id })
        .from(user)
        .where(eq(user.email, normalisedEmail(body)));
      if (existing) return json(422, "USER_ALREADY_EXISTS", authMessages.accountExists);
    },
    "POST /sign-in/email": async (_request, body) => {
      const problem = firstIssue(signInSchema, body);
      if (problem) return json(400, "VALIDATION", problem);
      const minutes = await lockedMinutesLeft(db, signInKey(normalisedEmail(body)));
      if (minutes > 0) return json(429, "LOCKED_OUT", lockoutMessage(minutes));
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
    "GET /verify-email": async (request) => {
      // Verification links are single-use (product decision 17): a second click
      // lands in the expired-link state, like an expired one.
      const token = String((request.query as Record<string, unknown>).token ?? "");
      const digest = createHash("sha256").update(token).digest("hex");
      const firstUse = await takeSlot(db, `verify-link:${digest}`, usedLinkMemorySeconds);
      if (!firstUse) return expiredLinkRedirect();
    },
    "POST /reset-password": async (_request, body) => {
      const problem = firstIssue(newPasswordSchema, body.newPassword ?? "");
      if (problem) return json(400, "VALIDATION", problem);
    },
  };

  // Rules that adjust better-auth's answer.
  const after: Record<string, (body: Body, response: Response) => Promise<Response>> = {
    "POST /sign-in/email": async (body, response) => {
      const key = signInKey(normalisedEmail(body));
      if (response.status === 401) {
        const locked = await recordFailure(db, key, {
          max: authLimits.maxFailedSignIns,
          minutes: authLimits.lockoutMinutes,
        });
        return locked > 0
          ? json(429, "LOCKED_OUT", lockoutMessage(locked))
          : json(401, "INVALID_EMAIL_OR_PASSWORD", authMessages.invalidCredentials);
      }
      if (response.ok) await clearThrottle(db, key);
      if (response.status === 403) {
        const payload = (await response.clone().json()) as { code?: string };
        if (payload.code === "EMAIL_NOT_VERIFIED") {
          return json(403, "EMAIL_NOT_VERIFIED", authMessages.emailNotVerified);
        }
      }
      return response;
    },
    "POST /reset-password": async (_body, response) =>
      response.status === 400
        ? json(400, "INVALID_TOKEN", authMessages.resetLinkInvalid)
        : response,
    "GET /verify-email": async (_body, response) => {
      // An expired or used link lands on /auth in the spec's expired-link state.
      const location = response.headers.get("location") ?? "";
      if (response.status >= 300 && response.status < 400 && location.includes("error=")) {
        return expiredLinkRedirect();
      }
      return response;
    },
  };

  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    schema: { hide: true },
    async handler(request: FastifyRequest, reply: FastifyReply) {
      const url = new URL(request.url, settings.BASE_URL);
      const operation = `${request.method} ${url.pathname.replace(/^\/api\/auth/, "")}`;
      const body = (request.body ?? {}) as Body;
      if (nonTextField(body)) {
        return reply.status(400).send({ code: "VALIDATION", message: authMessages.emptyFields });
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
            body: request.method === "GET" ? undefined : JSON.stringify(body),
          }),
        );
        response = (await after[operation]?.(body, response)) ?? response;
      }

      reply.status(response.status);
      for (const [name, value] of response.headers) {
        if (name !== "set-cookie" && name !== "content-length") reply.header(name, value);
      }
      for (const cookie of response.headers.getSetCookie()) reply.header("set-cookie", cookie);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
