import type { FastifyInstance } from "fastify";

/**
 * Runs `sweep` once the app is ready and then every `everyMs`, on every instance
 * (each sweep's own claims in the database keep instances apart), never two at once
 * here. A failure is a warning naming `what`, and the next round tries again;
 * closing the app waits for a sweep that is running.
 */
export function schedulePeriodicSweep(
  app: FastifyInstance,
  { what, everyMs, sweep }: { what: string; everyMs: number; sweep: () => Promise<unknown> },
) {
  let running: Promise<unknown> | null = null;
  const run = () => {
    running ??= sweep()
      .catch((error: Error) => app.logger.warn(`${what} failed: ${error.message}`))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  app.addHook("onReady", async () => run());
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
