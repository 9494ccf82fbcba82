import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Database, Db } from "./db/client.ts";
import { pendingRequestsRoutes } from "./features/admin/pending-requests.routes.ts";
import { authRoutes } from "./features/auth/auth.routes.ts";
import { type Auth, createAuth } from "./features/auth/auth.ts";
import { signInOptionsRoutes } from "./features/auth/sign-in-options.routes.ts";
import { communitiesRoutes } from "./features/communities/communities.routes.ts";
import { devMailRoutes } from "./features/dev-mail/dev-mail.routes.ts";
import { healthRoutes } from "./features/health/health.routes.ts";
import { pollsRoutes } from "./features/polls/polls.routes.ts";
import { commentsRoutes } from "./features/posts/comments.routes.ts";
import { postsRoutes } from "./features/posts/posts.routes.ts";
import { avatarRoutes } from "./features/profiles/avatar.routes.ts";
import { meRoutes } from "./features/profiles/me.routes.ts";
import { profileRoutes } from "./features/profiles/profile.routes.ts";
import { realtimeRoutes } from "./features/realtime/realtime.routes.ts";
import { acceptUploads, serveUploads } from "./features/uploads/uploads.routes.ts";
import { registerErrorHandler } from "./lib/error-handler.ts";
import { EventHub } from "./lib/events.ts";
import { createMailer, type Mailer } from "./lib/mail.ts";
import { registerRequestGuards } from "./lib/request-guards.ts";
import { registerSecurity } from "./lib/security.ts";
import type { Settings } from "./lib/settings.ts";
import { createStorage } from "./lib/storage/create-storage.ts";
import type { Storage } from "./lib/storage/storage.ts";
import { fastifyTrustProxy } from "./lib/trust-proxy.ts";

/** What every feature's routes receive: no globals, so tests can build many apps. */
export interface AppContext {
  settings: Settings;
  database: Database;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
  events: EventHub;
}

export const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist/web");

/** Builds the whole app without listening; main.ts listens, tests use inject(). */
export async function buildApp(options: {
  settings: Settings;
  database: Database;
  mailer?: Mailer;
  logger?: boolean;
}): Promise<FastifyInstance> {
  const { settings, database } = options;
  const app = Fastify({
    logger: options.logger ? { level: "info" } : false,
    // One log line per request costs more than the cheapest routes themselves;
    // production logs start-up, warnings and errors (put access logs on the proxy).
    logController: new LogController({
      disableRequestLogging: settings.NODE_ENV === "production",
    }),
    trustProxy: fastifyTrustProxy(settings.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: settings.SMTP_URL,
      from: settings.MAIL_FROM,
      db: database.db,
      log: (line) => app.log.info(line),
    });
  const events = new EventHub(database);
  await events.start();
  app.addHook("onClose", () => events.stop());
  const context: AppContext = {
    settings,
    database,
    db: database.db,
    mailer,
    auth: createAuth({ settings, db: database.db, mailer }),
    storage: createStorage(settings),
    events,
  };

  registerErrorHandler(app);
  registerRequestGuards(app);
  const trustedOrigins = [settings.BASE_URL];
  if (settings.NODE_ENV === "development") trustedOrigins.push("http://localhost:5173");
  await registerSecurity(app, trustedOrigins);
  await app.register(swagger, {
    openapi: { info: { title: "Coastal API", version: "0.1.0" } },
    transform: jsonSchemaTransform,
  });
  app.get("/api/docs", { schema: { hide: true } }, async () => app.swagger());
  serveUploads(app, context.storage);

  for (const routes of [
    healthRoutes,
    authRoutes,
    signInOptionsRoutes,
    meRoutes,
    communitiesRoutes,
    profileRoutes,
    avatarRoutes,
    pendingRequestsRoutes,
    postsRoutes,
    commentsRoutes,
    pollsRoutes,
    realtimeRoutes,
  ]) {
    await app.register(async (scoped) => {
      if (routes === avatarRoutes || routes === postsRoutes) await acceptUploads(scoped);
      await routes(scoped, context);
    });
  }
  if (settings.NODE_ENV !== "production") {
    await app.register(async (scoped) => devMailRoutes(scoped, context));
  }
  await serveWebApp(app);
  return app;
}

// The built single-page app; every non-API path gets index.html so the client router decides.
async function serveWebApp(app: FastifyInstance) {
  const hasBuild = existsSync(path.join(webDist, "index.html"));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader("cache-control", "public, max-age=31536000, immutable");
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.method === "GET" && !request.url.startsWith("/api/") && hasBuild) {
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    return reply.status(404).send({ code: "NOT_FOUND", message: "Not found" });
  });
}
