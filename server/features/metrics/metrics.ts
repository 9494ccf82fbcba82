import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { AppContext } from "../../platform/config/app-context.ts";
import { refusal } from "../../platform/http/errors.ts";
import type { Mailer } from "../../platform/mail/mail.ts";

/**
 * What /metrics reports (decision 025), one registry per app so tests can build
 * many. Only made when METRICS_TOKEN is set: without it no hook runs and /metrics
 * is a 404, so the request path pays nothing.
 */
export class Metrics {
  readonly registry = new Registry();
  private requests = new Counter({
    name: "coastal_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames: ["method", "route", "status"],
    registers: [this.registry],
  });
  private latency = new Histogram({
    name: "coastal_http_request_duration_seconds",
    help: "Time to answer HTTP requests, by method and route pattern",
    labelNames: ["method", "route"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  private mail = new Counter({
    name: "coastal_mail_total",
    help: "Mail handed to SMTP or the outbox, by outcome (sent or failed)",
    labelNames: ["outcome"],
    registers: [this.registry],
  });
  private jobs = new Counter({
    name: "coastal_jobs_total",
    help: "Background jobs run on this instance, by job and outcome (ok or failed)",
    labelNames: ["job", "outcome"],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** The mailer, counting what it sends and what fails. */
  countMail(mailer: Mailer): Mailer {
    return {
      send: async (mail) => {
        try {
          await mailer.send(mail);
          this.mail.inc({ outcome: "sent" });
        } catch (error) {
          this.mail.inc({ outcome: "failed" });
          throw error;
        }
      },
    };
  }

  jobRun(job: string, outcome: "ok" | "failed") {
    this.jobs.inc({ job, outcome });
  }

  /**
   * The per-request hook, the pool and live-stream gauges, and GET /metrics. Called on
   * the root instance before the features, so the hook sees every route.
   */
  register(app: FastifyInstance, context: AppContext, token: string) {
    app.addHook("onResponse", (request, reply, done) => {
      const route = request.routeOptions.url ?? "unmatched";
      this.requests.inc({ method: request.method, route, status: reply.statusCode });
      this.latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      done();
    });
    const { pool } = context.database;
    new Gauge({
      name: "coastal_db_pool_connections",
      help: "Database pool connections on this instance: total, idle, and requests waiting for one",
      labelNames: ["state"],
      registers: [this.registry],
      collect() {
        this.set({ state: "total" }, pool.totalCount);
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "waiting" }, pool.waitingCount);
      },
    });
    new Gauge({
      name: "coastal_live_stream_subscribers",
      help: "Live-update streams open on this instance",
      registers: [this.registry],
      collect() {
        this.set(context.events.subscriberCount());
      },
    });

    const expected = digest(token);
    app.get("/metrics", { schema: metricsSchema }, async (request, reply) => {
      reply.header("cache-control", operatorsOnly);
      const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
      if (!sent || !timingSafeEqual(digest(sent), expected)) {
        reply.header("www-authenticate", 'Bearer realm="metrics"');
        return reply
          .status(401)
          .send(
            refusal(
              "UNAUTHORIZED",
              "Send the metrics token: Authorization: Bearer <METRICS_TOKEN>",
            ),
          );
      }
      reply.header("content-type", this.registry.contentType);
      return this.registry.metrics();
    });
  }
}

/** Metrics when METRICS_TOKEN is set; null (nothing measured) otherwise. */
export const createMetrics = (settings: { METRICS_TOKEN?: string }) =>
  settings.METRICS_TOKEN ? new Metrics() : null;

/**
 * Metrics' hook and route, or without them a /metrics that answers 404 (and not the
 * web app's page, which any other unknown path gets).
 */
export function registerMetrics(
  app: FastifyInstance,
  context: AppContext,
  metrics: Metrics | null,
) {
  const token = context.settings.METRICS_TOKEN;
  if (metrics && token) return metrics.register(app, context, token);
  app.get("/metrics", { schema: metricsSchema }, async (_request, reply) =>
    reply
      .status(404)
      .header("cache-control", operatorsOnly)
      .send(refusal("NOT_FOUND", "Not found")),
  );
}

/** Outside /api, so without the API's default: the operator's numbers are kept by no cache. */
const operatorsOnly = "private, no-store";

const metricsSchema = {
  tags: ["operations"],
  summary:
    "Prometheus metrics, with Authorization: Bearer <METRICS_TOKEN> (404 unless METRICS_TOKEN is set)",
};

const digest = (text: string) => createHash("sha256").update(text).digest();
