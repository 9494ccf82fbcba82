import type { OutgoingHttpHeaders } from "node:http";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { citySlugParams } from "../../../contracts/communities.ts";
import { realtimeLimits, realtimeMessages, resyncEventName } from "../../../contracts/realtime.ts";
import type { AppContext } from "../../lib/app-context.ts";
import type { Auth } from "../../lib/auth.ts";
import { AppError, unauthorized } from "../../lib/errors.ts";
import type { CityEvent } from "../../lib/events.ts";
import { foreignOriginRefusal, isForeignOrigin } from "../../lib/security.ts";
import { readSession, toHeaders } from "../../lib/session.ts";
import { requireCityMember } from "../communities/membership.policy.ts";
import { type LiveStream, LiveStreams, streamLimits } from "./live-streams.ts";

const tooManyStreams = () => new AppError("TOO_MANY_STREAMS", 429, realtimeMessages.tooManyStreams);

/**
 * Server-Sent Events for one city, members only. Events are batched so a client
 * gets at most 10 messages a second however busy the city is; EventSource
 * reconnects by itself when the stream drops. A stream ends as soon as its
 * session does (sign-out, ban, removal) on whichever instance that happened.
 */
export async function realtimeRoutes(
  app: FastifyInstance,
  { auth, db, events, settings }: AppContext,
) {
  const streams = new LiveStreams();
  const stopHearingSessionEnds = events.onSessionEnded(({ sessionId }) =>
    streams.endSession(sessionId),
  );
  // Events sent while this instance's database connection was away are lost.
  const stopHearingResyncs = events.onResync(() =>
    streams.writeToAll(`event: ${resyncEventName}\ndata: {}\n\n`),
  );
  // Before the server closes: it waits for open connections, and a stream never ends by itself.
  app.addHook("preClose", async () => {
    stopHearingSessionEnds();
    stopHearingResyncs();
    streams.endAll();
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/cities/:city/live",
    {
      schema: {
        tags: ["realtime"],
        summary: "Live updates of a city (text/event-stream; members only)",
        params: citySlugParams,
      },
    },
    async (request, reply) => {
      // A stream sends the viewer's data, so another site must not open one with their cookie.
      if (isForeignOrigin(request, settings.trustedOrigins)) throw foreignOriginRefusal();
      const headers = toHeaders(request);
      const opened = await readSession(auth, headers);
      if (!opened) throw unauthorized();
      const city = await requireCityMember(db, opened.viewer, { slug: request.params.city });
      if (streams.countFor(opened.viewer.id) >= streamLimits.maxPerUser) throw tooManyStreams();

      // Hijacked replies skip Fastify's own sending, so the headers the app's
      // hooks set (security headers, CSP) are written by hand.
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      });
      response.write(`retry: ${realtimeLimits.retryMs}\n\n`);
      const stream: LiveStream = {
        userId: opened.viewer.id,
        sessionId: opened.sessionId,
        response,
      };
      streams.add(stream);

      let pending: CityEvent[] = [];
      const unsubscribe = events.subscribe(city.slug, (event: CityEvent) => {
        pending.push(event);
      });
      const flush = setInterval(() => {
        if (pending.length === 0) return;
        const batch = pending.slice(-realtimeLimits.maxBatch);
        pending = [];
        response.write(`event: changes\ndata: ${JSON.stringify({ events: batch })}\n\n`);
      }, realtimeLimits.flushIntervalMs);
      const heartbeat = setInterval(
        () => response.write(": keep-alive\n\n"),
        streamLimits.heartbeatMs,
      );
      // A safety net for ends no notification told us about (e.g. an expired session).
      const recheck = setInterval(async () => {
        if (!(await stillAllowed(auth, db, headers, opened.sessionId, city.slug))) response.end();
      }, streamLimits.sessionRecheckMs);

      response.on("close", () => {
        clearInterval(flush);
        clearInterval(heartbeat);
        clearInterval(recheck);
        unsubscribe();
        streams.remove(stream);
      });
    },
  );
}

/** False once the session or the membership is gone; true while the database cannot tell. */
async function stillAllowed(
  auth: Auth,
  db: AppContext["db"],
  headers: Headers,
  sessionId: string,
  citySlug: string,
): Promise<boolean> {
  try {
    const current = await readSession(auth, headers, { refresh: false });
    if (current?.sessionId !== sessionId) return false;
    await requireCityMember(db, current.viewer, { slug: citySlug });
    return true;
  } catch (error) {
    return !(error instanceof AppError);
  }
}
