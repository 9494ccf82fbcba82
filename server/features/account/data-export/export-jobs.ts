import { and, eq, lte, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Language } from "../../../../contracts/i18n/languages.ts";
import { dataExports } from "../../../db/schema.ts";
import type { AppContext } from "../../../platform/config/app-context.ts";
import { schedulePeriodicSweep } from "../../../platform/runtime/periodic-sweep.ts";
import { notify } from "../../notifications/notifications.service.ts";
import { noticeAccountChange } from "../account-notice.ts";
import { buildExportZip } from "./build-export.ts";

/** A build claimed this long ago was lost with its process (kill -9, a crash, a deploy). */
export const lostBuildMinutes = 10;
/** A build that failed this often is given up on; the member may ask again. */
const maxAttempts = 3;
const sweepEveryMs = 60 * 1000;

export type ExportJobContext = Pick<
  AppContext,
  "db" | "storage" | "events" | "mailer" | "settings" | "background"
>;

/**
 * Claims one export to build: `only` if given (the request that just asked), else
 * the oldest waiting one or one whose build was lost. SKIP LOCKED and the claim's
 * own update mean two instances never build the same export at once.
 */
async function claim(context: ExportJobContext, only?: string) {
  const { rows } = await context.db.execute<{
    id: string;
    user_id: string;
    started_at: string;
    language: Language | null;
  }>(sql`
    update ${dataExports} set state = 'building', started_at = now(), attempts = attempts + 1
    where id = (
      select id from ${dataExports}
      where (state = 'pending'
          or (state = 'building' and started_at < now() - make_interval(mins => ${lostBuildMinutes})))
        and expires_at > now()
        ${only ? sql`and id = ${only}` : sql``}
      order by created_at limit 1
      for update skip locked)
    returning id, user_id, started_at::text, language`);
  return rows[0];
}

/**
 * Builds one claimed export and, if this build is still the current claim, stores
 * the zip and tells the member: a bell notification and an email, once. A failed
 * build goes back to waiting for the sweep, or is given up on after three tries.
 */
async function build(
  context: ExportJobContext,
  job: { id: string; user_id: string; started_at: string; language: Language | null },
) {
  const mine = and(
    eq(dataExports.id, job.id),
    eq(dataExports.state, "building"),
    sql`${dataExports.startedAt} = ${job.started_at}::timestamptz`,
  );
  let zip: Buffer;
  try {
    zip = await buildExportZip(context, job.user_id);
  } catch (error) {
    await context.db
      .update(dataExports)
      .set({ state: sql`case when attempts >= ${maxAttempts} then 'failed' else 'pending' end` })
      .where(mine);
    throw error;
  }
  const done = await context.db
    .update(dataExports)
    .set({ state: "ready", zip, size: zip.length, readyAt: new Date(), startedAt: null })
    .where(mine)
    .returning({ id: dataExports.id });
  if (done.length === 0) return;
  await notify(context, {
    recipients: [job.user_id],
    kind: "data_export_ready",
    target: { type: "profile", id: job.id, link: "/profile#your-data", title: "" },
  });
  await noticeAccountChange(context, {
    userId: job.user_id,
    kind: "dataExportReady",
    language: job.language ?? undefined,
  });
}

/** Builds the export a request just asked for, after the answer (the sweep covers a crash). */
export function buildSoon(context: ExportJobContext, exportId: string) {
  context.background.run("data export", async () => {
    const job = await claim(context, exportId);
    if (job) await build(context, job);
  });
}

/**
 * The sweep: deletes expired exports (row and zip), then builds every export that
 * is waiting or whose build was lost. Returns how many it built.
 */
export async function runDataExportJobs(context: ExportJobContext): Promise<number> {
  await context.db.delete(dataExports).where(lte(dataExports.expiresAt, sql`now()`));
  let built = 0;
  for (let job = await claim(context); job; job = await claim(context)) {
    try {
      await build(context, job);
      built += 1;
    } catch {
      // Left waiting (or failed) by build(); the next sweep tries again.
    }
  }
  return built;
}

/** At start-up, then every minute, on every instance (the claims keep them apart). */
export function scheduleDataExportJobs(app: FastifyInstance, context: ExportJobContext) {
  schedulePeriodicSweep(app, {
    what: "Data export sweep",
    everyMs: sweepEveryMs,
    sweep: () => runDataExportJobs(context),
  });
}
