import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { takeSlot } from "../../platform/http/rate-limit.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import type { Metrics } from "../metrics/metrics.ts";
import { writeBackup } from "./write-backup.ts";

/** Nightly means the first check after this hour, server time, each day. */
const backupHour = 3;
const checkEveryMs = 10 * 60 * 1000;
const archiveName = /^coastal-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/;

/**
 * With BACKUP_DIR set, every instance checks every 10 minutes whether tonight's
 * backup is due; the database decides which one takes it (one row per day in
 * throttles), so behind a load balancer it still runs once.
 */
export function scheduleNightlyBackups(
  app: FastifyInstance,
  context: AppContext,
  metrics: Metrics | null,
) {
  const { BACKUP_DIR: dir, BACKUP_KEEP: keep } = context.settings;
  if (!dir) return;
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const file = await runDueBackup({
        ...context,
        pool: context.database.patientPool,
        dir,
        keep,
      });
      if (file) {
        app.logger.info(`Nightly backup written to ${file}`);
        metrics?.jobRun("nightly-backup", "ok");
      }
    } catch (error) {
      app.logger.error(`Nightly backup failed: ${(error as Error).message}`);
      metrics?.jobRun("nightly-backup", "failed");
    } finally {
      running = false;
    }
  }, checkEveryMs);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}

/** Writes today's backup if it is due and no instance took it yet; returns its file. */
export async function runDueBackup(options: {
  db: Db;
  pool: AppContext["database"]["pool"];
  storage: Storage;
  dir: string;
  keep: number;
  now?: Date;
}): Promise<string | null> {
  const now = options.now ?? new Date();
  if (now.getHours() < backupHour) return null;
  const day = `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
  // Taken before the work and kept for a day: at most one backup a day, whoever crashes.
  if (!(await takeSlot(options.db, `nightly-backup:${day}`, 24 * 60 * 60))) return null;
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");
  const file = path.join(options.dir, `coastal-${stamp}.tar.gz`);
  await writeBackup({ pool: options.pool, storage: options.storage, file });
  await pruneBackups(options.dir, options.keep);
  return file;
}

/** Keeps the newest `keep` nightly archives (their names sort by time); other files stay. */
export async function pruneBackups(dir: string, keep: number) {
  const archives = (await readdir(dir)).filter((name) => archiveName.test(name)).sort();
  for (const name of archives.slice(0, Math.max(0, archives.length - keep))) {
    await rm(path.join(dir, name), { force: true });
  }
}
