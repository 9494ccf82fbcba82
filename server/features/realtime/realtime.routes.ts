import type { ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { citySlugParams } from "../../../contracts/communities.ts";
import { realtimeLimits } from "../../../contracts/realtime.ts";
import type { AppContext } from "../../app.ts";
import type { CityEvent } from "../../lib/events.ts";
import { requireViewer } from "../../lib/session.ts";
import { findCityForMember } from "../communities/find-city.ts";

/**
 * Server-Sent Events for one city, members only. Events are batched so a client
 * gets at most 10 messages a second however busy the city is; EventSource
 * reconnects by itself when the stream drops.
 */
export async function realtimeRoutes(app: FastifyInstance, { auth, db, events }: AppContext) {
  const open = new Set<ServerResponse>();
  app.addHook("onClose", async () => {
    for (const stream of open) stream.end();
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/cities/:city/events",
    {
      schema: {
        tags: ["realtime"],
        summary: "Live updates of a city (text/event-stream; members only)",
        params: citySlugParams,
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      const city = await findCityForMember(db, request.params.city, viewer);

      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      });
      stream.write(`retry: ${realtimeLimits.retryMs}\n\n`);
      open.add(stream);

      let pending: CityEvent[] = [];
      const unsubscribe = events.subscribe(city.slug, (event: CityEvent) => {
        pending.push(event);
      });
      const flush = setInterval(() => {
        if (pending.length === 0) return;
        const batch = pending.slice(-realtimeLimits.maxBatch);
        pending = [];
        stream.write(`event: changes\ndata: ${JSON.stringify({ events: batch })}\n\n`);
      }, realtimeLimits.flushIntervalMs);
      const heartbeat = setInterval(() => stream.write(": keep-alive\n\n"), 20_000);

      request.raw.on("close", () => {
        clearInterval(flush);
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(stream);
      });
    },
  );
}
