import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /** Work that outlives the request that started it (server/platform/runtime/background.ts). */
    background: Background;
  }
}

/**
 * Work a request starts but does not wait for: a notification's emails, which
 * depend on a mail server the member should never wait on (a stalled one would
 * hold every comment and reaction for minutes). The app waits for what is
 * still running before it closes, so a restart does not drop mail mid-send;
 * tests wait for it with `settled()` before they read the inbox.
 */
export class Background {
  private running = new Set<Promise<void>>();

  constructor(private log: (line: string) => void) {}

  /** Starts `task` now; a failure is logged, never thrown at the caller. */
  run(name: string, task: () => Promise<void>) {
    const done: Promise<void> = task()
      .catch((error: unknown) => this.log(`${name} failed: ${(error as Error).message}`))
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  /** Resolves once nothing is running, including work started meanwhile. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }
}

/** The app's background work, awaited when the app closes (before the database does). */
export function registerBackground(app: FastifyInstance, log: (line: string) => void): Background {
  const background = new Background(log);
  app.decorate("background", background);
  app.addHook("onClose", () => background.settled());
  return background;
}
