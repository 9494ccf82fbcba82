import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  pushKeySchema,
  pushMessages,
  pushSubscriptionCreatedSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from "../../../contracts/push.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { unauthorized } from "../../platform/http/errors.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import { schedulePeriodicSweep } from "../../platform/runtime/periodic-sweep.ts";
import { readSession, requireViewer, toHeaders } from "../../session/session.ts";
import { sendHeldPushes } from "./push.service.ts";
import { checkPushEndpoint } from "./push-endpoint.ts";
import { subscribe, unsubscribe } from "./push-subscriptions.service.ts";

const tags = ["push"];
const sweepEveryMs = 60 * 1000;

/** Web push (issue 33): the VAPID key, and this device's subscription on and off. */
export async function pushRoutes(app: FastifyInstance, context: AppContext) {
  const { auth, db, settings } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/push/key",
    {
      schema: {
        tags,
        summary: "The VAPID public key a browser subscribes with (applicationServerKey)",
        response: { 200: pushKeySchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=3600");
      return { publicKey: settings.vapid.publicKey };
    },
  );

  api.post(
    "/api/push/subscriptions",
    {
      schema: {
        tags,
        summary:
          "Push to this device for the signed-in member (the same endpoint again re-binds it; https and public addresses only)",
        body: pushSubscriptionSchema,
        response: { 201: pushSubscriptionCreatedSchema },
      },
    },
    async (request, reply) => {
      const open = await readSession(auth, toHeaders(request));
      if (!open) throw unauthorized(pushMessages.signIn);
      await enforceRateLimit(db, reply, "pushSubscription", open.viewer.id);
      await checkPushEndpoint(request.body.endpoint, settings.PUSH_ALLOW_LOCAL_ENDPOINTS);
      const created = await subscribe(db, {
        userId: open.viewer.id,
        sessionId: open.sessionId,
        subscription: request.body,
      });
      return reply.status(201).send(created);
    },
  );

  api.delete(
    "/api/push/subscriptions",
    {
      schema: {
        tags,
        summary: "Stop pushing to this device (only one's own; one not saved is fine)",
        body: pushUnsubscribeSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request, pushMessages.signIn);
      await enforceRateLimit(db, reply, "pushSubscription", viewer.id);
      await unsubscribe(db, { userId: viewer.id, endpoint: request.body.endpoint });
      return reply.status(204).send(null);
    },
  );

  // With the email jobs (off in tests unless asked): held pushes once their window and
  // quiet hours are over, every minute on every instance (the claims keep them apart).
  if (settings.EMAIL_JOBS) {
    schedulePeriodicSweep(app, {
      what: "Held push sweep",
      everyMs: sweepEveryMs,
      sweep: () => sendHeldPushes(context),
    });
  }
}
