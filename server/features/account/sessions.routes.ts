import type { FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  accountSessionMessages,
  type LogoutScope,
  logoutSchema,
  sessionIdParams,
  sessionListSchema,
} from "../../../contracts/account-sessions.ts";
import type { AppContext, Routes } from "../../platform/config/app-context.ts";
import { notFound, unauthorized } from "../../platform/http/errors.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import { readSession, toHeaders } from "../../session/session.ts";
import { noticeAccountChange } from "./account-notice.ts";
import { countAccountSessions, listAccountSessions, ownSessionToken } from "./sessions.service.ts";

const tags = ["account"];

/** The caller and the id of the session they ask with, or a 401. */
async function requireSession({ auth }: AppContext, request: FastifyRequest) {
  const headers = toHeaders(request);
  const open = await readSession(auth, headers);
  if (!open) throw unauthorized(accountSessionMessages.signIn);
  return { ...open, headers };
}

/**
 * A better-auth call on the caller's session. The session may end between our check and
 * its own (a second "Sign out everywhere" racing the first): that is the caller's 401, in
 * the product's words, not better-auth's.
 */
async function asCaller<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if ((error as { statusCode?: unknown }).statusCode === 401) {
      throw unauthorized(accountSessionMessages.signIn);
    }
    throw error;
  }
}

/** better-auth's answer clears the cookie when the caller's own session ended: pass it on. */
function passCookies(reply: FastifyReply, headers: Headers) {
  for (const cookie of headers.getSetCookie()) reply.header("set-cookie", cookie);
}

/**
 * A member's own sessions (issue 31, scope 3). Ending goes through better-auth's own
 * revokeSession / revokeOtherSessions / revokeSessions / signOut, whose delete hook
 * closes the sessions' live streams and empties the session cache on every instance
 * (auth-hooks.ts, decisions 014 and 021). Tokens stay on the server: rows go by id.
 */
export const sessionsRoutes: Routes = async (app, context) => {
  const { auth, db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/account/sessions",
    {
      schema: {
        tags,
        summary: "The devices the member is signed in on: their own sessions only",
        response: { 200: sessionListSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const { viewer, sessionId } = await requireSession(context, request);
      return {
        items: await listAccountSessions(db, { userId: viewer.id, currentSessionId: sessionId }),
      };
    },
  );

  api.delete(
    "/api/account/sessions/:id",
    {
      schema: {
        tags,
        summary: "Signs one of the member's devices out; 404 for any session not theirs",
        params: sessionIdParams,
      },
    },
    async (request, reply) => {
      const { viewer, headers } = await requireSession(context, request);
      // Only the member's own rows are looked in: another's id is as unknown as a made-up one.
      const token = await ownSessionToken(db, { userId: viewer.id, id: request.params.id });
      if (!token) throw notFound(accountSessionMessages.notFound);
      await enforceRateLimit(db, reply, "sessionEnd", viewer.id);
      const ended = await asCaller(() =>
        auth.api.revokeSession({ headers, body: { token }, returnHeaders: true }),
      );
      passCookies(reply, ended.headers);
      await noticeAccountChange(context, {
        userId: viewer.id,
        kind: "sessionsEnded",
        request,
        details: { scope: "one", count: "1" },
      });
      return reply.status(204).send(null);
    },
  );

  api.post(
    "/api/account/logout",
    {
      schema: {
        tags,
        summary: "Signs out this device (local), every other one (others) or all of them (global)",
        body: logoutSchema,
      },
    },
    async (request, reply) => {
      const { viewer, headers } = await requireSession(context, request);
      const scope: LogoutScope = request.body.scope;
      if (scope === "local") {
        const signedOut = await asCaller(() => auth.api.signOut({ headers, returnHeaders: true }));
        passCookies(reply, signedOut.headers);
        return reply.status(204).send(null);
      }
      if (scope === "others") await enforceRateLimit(db, reply, "sessionEnd", viewer.id);
      // Counted first: the notice says how many devices were signed out.
      const count = (await countAccountSessions(db, viewer.id)) - (scope === "others" ? 1 : 0);
      const ended = await asCaller(() =>
        scope === "others"
          ? auth.api.revokeOtherSessions({ headers, returnHeaders: true })
          : auth.api.revokeSessions({ headers, returnHeaders: true }),
      );
      passCookies(reply, ended.headers);
      await noticeAccountChange(context, {
        userId: viewer.id,
        kind: "sessionsEnded",
        request,
        details: { scope, count: String(Math.max(0, count)) },
      });
      return reply.status(204).send(null);
    },
  );
};
