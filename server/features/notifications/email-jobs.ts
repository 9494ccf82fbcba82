import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/config/app-context.ts";
import { sendQueuedMail } from "../../platform/mail/mail-queue.ts";
import type { Metrics } from "../metrics/metrics.ts";
import { sendHeldEmails } from "./notification-emails.service.ts";
import { runDueDigests } from "./weekly-digest.service.ts";

const checkEveryMs = 5 * 60 * 1000;

/**
 * Every instance checks every 5 minutes (as nightly backups do): held
 * notification emails whose 15-minute window closed, queued mail (verification,
 * reset) whose send failed or was lost with its process, and any city's weekly
 * digest that is due. The database decides who sends what (row locks, an
 * advisory lock per city and week), so several instances never send twice.
 * Each check is one or two indexed queries when there is nothing to do.
 */
export function scheduleEmailJobs(
  app: FastifyInstance,
  context: AppContext,
  metrics: Metrics | null,
) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    const jobContext = { ...context, pool: context.database.pool };
    try {
      await sendHeldEmails(jobContext);
      await sendQueuedMail(jobContext);
      const sent = await runDueDigests(jobContext);
      if (sent > 0) {
        app.logger.info(`Weekly digest sent to ${sent} members`);
        metrics?.jobRun("weekly-digest", "ok");
      }
    } catch (error) {
      app.logger.error(`Email jobs failed: ${(error as Error).message}`);
      metrics?.jobRun("weekly-digest", "failed");
    } finally {
      running = false;
    }
  }, checkEveryMs);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
