import path from "node:path";
import { fileURLToPath } from "node:url";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "./db/client.ts";
import { accountRoutes } from "./features/account/account.routes.ts";
import { noticingEmailChanges } from "./features/account/credentials.service.ts";
import { addCityRoutes } from "./features/admin/add-city.routes.ts";
import { allListingsRoutes } from "./features/admin/all-listings.routes.ts";
import { demoContentRoutes } from "./features/admin/demo-content.routes.ts";
import { outboxRoutes } from "./features/admin/outbox.routes.ts";
import { pendingRequestsRoutes } from "./features/admin/pending-requests.routes.ts";
import { usersRoutes } from "./features/admin/users.routes.ts";
import { registerApiDocs } from "./features/api-docs/api-docs.ts";
import { authRoutes } from "./features/auth/auth.routes.ts";
import { authHooks } from "./features/auth/auth-hooks.ts";
import { signInOptionsRoutes } from "./features/auth/sign-in-options.routes.ts";
import { scheduleNightlyBackups } from "./features/backups/nightly-backups.ts";
import { communitiesRoutes } from "./features/communities/communities.routes.ts";
import { devMailRoutes } from "./features/dev-mail/dev-mail.routes.ts";
import { directoriesRoutes } from "./features/directories/registry.ts";
import { eventsRoutes } from "./features/events/events.routes.ts";
import { healthRoutes } from "./features/health/health.routes.ts";
import { linkPreviewsRoutes } from "./features/link-previews/link-previews.routes.ts";
import { messagesRoutes } from "./features/messages/messages.routes.ts";
import { messageSafetyRoutes } from "./features/messages/safety.routes.ts";
import { createMetrics, registerMetrics } from "./features/metrics/metrics.ts";
import { auditLogRoutes } from "./features/moderation/audit-log.routes.ts";
import { digestPreviewRoutes } from "./features/notifications/digest-preview.routes.ts";
import { scheduleEmailJobs } from "./features/notifications/email-jobs.ts";
import { emailPreferencesRoutes } from "./features/notifications/email-preferences.routes.ts";
import { notificationsRoutes } from "./features/notifications/notifications.routes.ts";
import { pollsRoutes } from "./features/polls/polls.routes.ts";
import { commentsRoutes } from "./features/posts/comments.routes.ts";
import { postEditsRoutes } from "./features/posts/post-edits.routes.ts";
import { postsRoutes } from "./features/posts/posts.routes.ts";
import { avatarRoutes } from "./features/profiles/avatar.routes.ts";
import { savedLanguage } from "./features/profiles/language.service.ts";
import { meRoutes } from "./features/profiles/me.routes.ts";
import { profileRoutes } from "./features/profiles/profile.routes.ts";
import { pushRoutes } from "./features/push/push.routes.ts";
import { realtimeRoutes } from "./features/realtime/realtime.routes.ts";
import { reportsRoutes } from "./features/reports/reports.routes.ts";
import { savedRoutes } from "./features/saved/saved.routes.ts";
import { savedSearchesRoutes } from "./features/saved-searches/saved-searches.routes.ts";
import { searchRoutes } from "./features/search/search.routes.ts";
import { scheduleOrphanSweep } from "./features/uploads/orphan-sweep.ts";
import { serveUploads } from "./features/uploads/uploads.routes.ts";
import type { AppContext, Routes } from "./platform/config/app-context.ts";
import type { Settings } from "./platform/config/settings.ts";
import { registerErrorHandler } from "./platform/http/error-handler.ts";
import { ReadCaches } from "./platform/http/read-cache.ts";
import { registerRequestGuards } from "./platform/http/request-guards.ts";
import { registerSecurity } from "./platform/http/security.ts";
import { fastifyTrustProxy } from "./platform/http/trust-proxy.ts";
import { closeUnusedConnectionsOnClose } from "./platform/http/unused-connections.ts";
import { serializerCompiler } from "./platform/http/zod-serializer.ts";
import { pseudoLocaleRoutes } from "./platform/i18n/pseudo.ts";
import { createMailer, type Mailer } from "./platform/mail/mail.ts";
import { registerBackground } from "./platform/runtime/background.ts";
import { LiveHub } from "./platform/runtime/live-hub.ts";
import { createLogger, requestLog } from "./platform/runtime/logger.ts";
import { createStorage } from "./platform/storage/create-storage.ts";
import { serveWebApp } from "./rendering/web-app.ts";
import { createAuth } from "./session/auth.ts";
import { cacheSessions, getViewer, trackActivity } from "./session/session.ts";
import { SessionActivity } from "./session/session-activity.ts";
import { SessionCache } from "./session/session-cache.ts";

// Each in a scope of its own: a feature's hooks and plugins (e.g. acceptUploads) stay with it.
const featureRoutes: Routes[] = [
  healthRoutes,
  authRoutes,
  signInOptionsRoutes,
  accountRoutes,
  meRoutes,
  communitiesRoutes,
  profileRoutes,
  avatarRoutes,
  pendingRequestsRoutes,
  outboxRoutes,
  postsRoutes,
  commentsRoutes,
  postEditsRoutes,
  linkPreviewsRoutes,
  pollsRoutes,
  directoriesRoutes,
  savedRoutes,
  savedSearchesRoutes,
  messagesRoutes,
  messageSafetyRoutes,
  notificationsRoutes,
  emailPreferencesRoutes,
  pushRoutes,
  digestPreviewRoutes,
  allListingsRoutes,
  eventsRoutes,
  searchRoutes,
  realtimeRoutes,
  reportsRoutes,
  usersRoutes,
  addCityRoutes,
  demoContentRoutes,
  auditLogRoutes,
  pseudoLocaleRoutes,
];

export const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist/web");

/** Builds the whole app without listening; main.ts listens, tests use inject(). */
export async function buildApp(options: {
  settings: Settings;
  database: Database;
  mailer?: Mailer;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read the auth event log from it). */
  logStream?: NodeJS.WritableStream;
  /** The built web app; tests point this at a small stand-in. */
  webDist?: string;
}): Promise<FastifyInstance> {
  const { settings, database } = options;
  const app = Fastify({
    // The app logs through its own logger (server/platform/runtime/logger.ts), not Fastify's.
    logger: false,
    trustProxy: fastifyTrustProxy(settings.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  const logger = createLogger({
    enabled: Boolean(options.logger || options.logStream),
    stream: options.logStream,
  });
  app.decorate("logger", logger);
  closeUnusedConnectionsOnClose(app);
  // One line per request costs more than the cheapest routes themselves: development only.
  if (settings.NODE_ENV === "development") {
    app.addHook("onResponse", (request, reply, done) => {
      const { method, url } = request;
      requestLog(request).info(
        { method, url, statusCode: reply.statusCode, responseTime: reply.elapsedTime },
        "request completed",
      );
      done();
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const plainMailer =
    options.mailer ??
    createMailer({
      smtpUrl: settings.SMTP_URL,
      from: settings.MAIL_FROM,
      db: database.db,
      log: (line) => logger.info(line),
    });
  // Operators' metrics (features/metrics): null, so nothing is measured, without METRICS_TOKEN.
  const metrics = createMetrics(settings);
  const mailer = metrics?.countMail(plainMailer) ?? plainMailer;
  const events = new LiveHub(database, (line) => logger.warn(line));
  await events.start();
  app.addHook("onClose", () => events.stop());
  const background = registerBackground(app, (line) => logger.error(line));
  const storage = createStorage(settings);
  const db = database.db;
  const auth = createAuth({
    settings,
    db,
    mailer,
    hooks: noticingEmailChanges(authHooks({ db, settings, storage, events }), {
      db,
      mailer,
      background,
      settings,
    }),
    background,
  });
  cacheSessions(auth, sessionCacheFor(events, settings.SESSION_CACHE_MS));
  trackActivity(auth, new SessionActivity(db, (name, task) => background.run(name, task)));
  const readCaches = new ReadCaches(events, settings.READ_CACHE_MS);
  const context: AppContext = {
    settings,
    database,
    db,
    mailer,
    auth,
    storage,
    events,
    readCaches,
    background,
  };

  // Before any route exists: the hook joins each write route as it is added.
  readCaches.emptyOnWrites(app);
  registerErrorHandler(app);
  registerRequestGuards(app);
  await registerSecurity(app, settings.trustedOrigins);
  await registerApiDocs(app, context.auth);
  registerMetrics(app, context, metrics);
  if (settings.BACKUP_DIR) scheduleNightlyBackups(app, context, metrics);
  if (settings.EMAIL_JOBS) scheduleEmailJobs(app, context, metrics);
  serveUploads(app, context.storage);
  scheduleOrphanSweep(app, context);

  for (const routes of featureRoutes) {
    await app.register(async (scoped) => routes(scoped, context));
  }
  // Anyone may read this outbox: never in production, the default (decision 012).
  if (settings.NODE_ENV === "development" || settings.NODE_ENV === "test") {
    await app.register(async (scoped) => devMailRoutes(scoped, context));
  }
  // A signed-in browser without the language cookie: its member's setting, once per page.
  const languageSetting = async (request: FastifyRequest) => {
    const viewer = await getViewer(auth, request);
    return viewer ? savedLanguage(db, viewer.id) : null;
  };
  await serveWebApp(app, options.webDist ?? webDist, { settings, languageSetting });
  return app;
}

/** A session cache that every instance empties for a user the moment their session or account changes. */
function sessionCacheFor(events: LiveHub, ttlMs: number): SessionCache {
  const cache = new SessionCache(ttlMs);
  events.onSessionEnded(({ userId }) => cache.forgetUser(userId));
  events.onUserChanged((userId) => cache.forgetUser(userId));
  // Ends and changes sent while this instance's event connection was away are lost.
  events.onResync(() => cache.clear());
  return cache;
}
