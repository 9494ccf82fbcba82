import type { OutgoingHttpHeaders } from "node:http";
import { Socket } from "node:net";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { authLimits } from "../../../contracts/auth.ts";
import { citySlugParams } from "../../../contracts/communities.ts";
import { notificationEventName } from "../../../contracts/notifications.ts";
import {
  realtimeLimits,
  realtimeMessages,
  resyncEventName,
  suspendedViewerData,
  viewerEventName,
} from "../../../contracts/realtime.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { AppError, unauthorized } from "../../platform/http/errors.ts";
import { foreignOriginRefusal, isForeignOrigin } from "../../platform/http/security.ts";
import { actorOf } from "../../policies/actor.ts";
import { assertCan, can } from "../../policies/can.ts";
import { readSession, toHeaders } from "../../session/session.ts";
import { cityAndActor } from "../communities/city-and-actor.ts";
import { LiveStreams, streamLimits } from "./live-streams.ts";

const tooManyStreams = () => new AppError("TOO_MANY_STREAMS", 429, realtimeMessages.tooManyStreams);

/**
 * Server-Sent Events: for one city, members only, and for one user, of their
 * own (decision 034). A city's live changes are batched (live-streams.ts) so a
 * client gets at most 10 messages a second however busy the city is; the user's
 * own stream carries their notifications and account changes. EventSource
 * reconnects by itself when a stream drops. A stream ends as soon as its
 * session does (sign-out, ban, removal) on whichever instance that happened.
 */
export async function realtimeRoutes(
  app: FastifyInstance,
  { auth, db, events, settings }: AppContext,
) {
  const streams = new LiveStreams(events);
  const recheck = setInterval(
    () => void endStreamsNoLongerAllowed(db, streams),
    streamLimits.sessionRecheckMs,
  );
  recheck.unref();
  const stopHearingSessionEnds = events.onSessionEnded(({ sessionId }) =>
    streams.endSession(sessionId),
  );
  // Live changes sent while this instance's database connection was away are lost.
  const stopHearingResyncs = events.onResync(() =>
    streams.writeToAll(`event: ${resyncEventName}\ndata: {}\n\n`),
  );
  // The bell (issue 13): a user's notifications go to their own streams only.
  const stopHearingNotifications = events.onNotificationsChanged((userId) =>
    streams.writeToUser(userId, `event: ${notificationEventName}\ndata: {}\n\n`),
  );
  // A user's own events with data (messages and read markers, issue 32): their streams only.
  const stopHearingUserEvents = events.onUserEvent((userId, name, data) =>
    streams.writeToUser(userId, `event: ${name}\ndata: ${data}\n\n`),
  );
  // Their role, ban or active community changed: their tabs refetch /api/me. A ban
  // says so first, then ends their streams itself, so the signal always comes before the close.
  const stopHearingUserChanges = events.onUserChanged((userId, { suspended }) => {
    const data = suspended ? suspendedViewerData : "{}";
    streams.writeToUser(userId, `event: ${viewerEventName}\ndata: ${data}\n\n`);
    if (suspended) streams.endUser(userId);
  });
  // Before the server closes: it waits for open connections, and a stream never ends by itself.
  app.addHook("preClose", async () => {
    stopHearingSessionEnds();
    stopHearingResyncs();
    stopHearingNotifications();
    stopHearingUserChanges();
    stopHearingUserEvents();
    clearInterval(recheck);
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
      const { city, actor } = await cityAndActor(db, request, opened.viewer);
      assertCan(actor, "read", { kind: "city", id: city.id });
      openStream(streams, reply, { ...opened, city: city.slug });
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/me/live",
    {
      schema: {
        tags: ["realtime"],
        summary:
          "Live updates of my own: `notification` and `viewer` events (text/event-stream; signed in)",
      },
    },
    async (request, reply) => {
      if (isForeignOrigin(request, settings.trustedOrigins)) throw foreignOriginRefusal();
      const opened = await readSession(auth, toHeaders(request));
      if (!opened) throw unauthorized();
      openStream(streams, reply, { ...opened, city: null });
    },
  );
}

/** Starts an event stream on the reply, within the user's stream cap, and keeps it until it closes. */
function openStream(
  streams: LiveStreams,
  reply: FastifyReply,
  opened: { viewer: { id: string }; sessionId: string; city: string | null },
) {
  if (streams.countFor(opened.viewer.id) >= streamLimits.maxPerUser) throw tooManyStreams();
  // Hijacked replies skip Fastify's own sending, so the headers the app's
  // hooks set (security headers, CSP) are written by hand.
  reply.hijack();
  const stream = { userId: opened.viewer.id, sessionId: opened.sessionId, city: opened.city };
  const socket = reply.raw.socket;
  if (!(socket instanceof Socket)) {
    // In-process (`app.inject`): no connection to write to, so through the response.
    reply.raw.writeHead(200, streamHeaders(reply, "keep-alive"));
    if (reply.request.method === "HEAD") return void reply.raw.end();
    reply.raw.write(`retry: ${realtimeLimits.retryMs}\n\n`);
    streams.add({ ...stream, output: reply.raw });
    return;
  }
  if (socket.destroyed) return;
  // The head and every message go straight to the socket, and the body ends when
  // the connection does (RFC 9112 6.3): a stream then keeps no header block and
  // no chunk framing of its own, and a message to all is one write per stream
  // (issue 37, decision 093). Nothing else is ever sent on the connection.
  if (reply.request.method === "HEAD") {
    socket.end(streamHead(reply), () => socket.destroy());
    return;
  }
  socket.write(`${streamHead(reply)}retry: ${realtimeLimits.retryMs}\n\n`);
  streams.add({ ...stream, output: socket });
}

/** The app's headers (security headers, CSP) and the event stream's own. */
function streamHeaders(
  reply: FastifyReply,
  connection: "close" | "keep-alive",
): OutgoingHttpHeaders {
  return {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "private, no-store",
    "x-accel-buffering": "no",
    connection,
  };
}

/** The response's head, written by hand for a stream written straight to its socket. */
function streamHead(reply: FastifyReply): string {
  const headers = { ...streamHeaders(reply, "close"), date: new Date().toUTCString() };
  let head = "HTTP/1.1 200 OK\r\n";
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) head += `${name}: ${one}\r\n`;
  }
  return `${head}\r\n`;
}

/**
 * A safety net for ends no notification told us about (an expired session, a
 * membership gone): every `sessionRecheckMs`, one query for all of this
 * instance's streams, not one per stream (decision 021), ends those whose
 * session or standing is gone. While the database cannot tell, all stay open.
 */
async function endStreamsNoLongerAllowed(db: AppContext["db"], streams: LiveStreams) {
  const open = streams.list();
  if (open.length === 0) return;
  try {
    // The facts only: whether each stream may stay open is the city policy's answer.
    const { rows } = await db.$client.query<{
      session_id: string;
      city: string;
      user_id: string;
      is_admin: boolean;
      city_id: string | null;
      is_member: boolean;
    }>(
      `select t.session_id, t.city, u.id as user_id, u.role = 'admin' as is_admin, c.id as city_id,
         exists (select 1 from memberships m
           where m.user_id = u.id and m.city_id = c.id and m.status = 'active') as is_member
       from unnest($1::text[], $2::text[]) as t(session_id, city)
       join sessions s on s.id = t.session_id
       join users u on u.id = s.user_id
       left join cities c on c.slug = t.city
       where s.expires_at > now() and s.created_at > now() - $3::int * interval '1 day'
         and not u.banned`,
      [
        open.map((stream) => stream.sessionId),
        // '' for a user's own stream: the session alone decides.
        open.map((stream) => stream.city ?? ""),
        authLimits.sessionMaxDays,
      ],
    );
    const mayRead = (row: (typeof rows)[number]) =>
      row.city === "" ||
      (row.city_id !== null &&
        can(
          actorOf(row.user_id, {
            isAdmin: row.is_admin,
            memberOf: row.is_member ? [row.city_id] : [],
          }),
          "read",
          { kind: "city", id: row.city_id },
        ));
    const allowed = new Set(rows.filter(mayRead).map((row) => `${row.session_id} ${row.city}`));
    for (const stream of open) {
      if (!allowed.has(`${stream.sessionId} ${stream.city ?? ""}`)) streams.end(stream);
    }
  } catch {
    // The database is away: the next round decides.
  }
}
