import { and, desc, eq, gt, sql } from "drizzle-orm";
import {
  type DataExport,
  dataExportLimits,
  dataExportMessages,
} from "../../../../contracts/data-export.ts";
import type { Language } from "../../../../contracts/i18n/languages.ts";
import type { Db } from "../../../db/client.ts";
import { dataExports } from "../../../db/schema.ts";
import { AppError, justWritten, notFound } from "../../../platform/http/errors.ts";
import { buildSoon, type ExportJobContext } from "./export-jobs.ts";

type Row = Pick<
  typeof dataExports.$inferSelect,
  "id" | "state" | "requestedAt" | "readyAt" | "expiresAt" | "size"
>;

// Every column but the zip, which only the download reads.
const summary = {
  id: dataExports.id,
  state: dataExports.state,
  requestedAt: dataExports.requestedAt,
  readyAt: dataExports.readyAt,
  expiresAt: dataExports.expiresAt,
  size: dataExports.size,
};

const present = (row: Row): DataExport => ({
  id: row.id,
  status: row.state === "ready" ? "ready" : row.state === "failed" ? "failed" : "preparing",
  requestedAt: row.requestedAt.toISOString(),
  readyAt: row.readyAt?.toISOString() ?? null,
  expiresAt: row.expiresAt.toISOString(),
  size: row.size,
  downloadUrl: row.state === "ready" ? `/api/account/data-exports/${row.id}/download` : null,
});

const unexpired = sql`${dataExports.expiresAt} > now()`;

/** The member's newest export that has not expired, or null. */
export async function findDataExport(db: Db, userId: string): Promise<DataExport | null> {
  const [row] = await db
    .select(summary)
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), unexpired))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  return row ? present(row) : null;
}

/** 429 with the hours left and Retry-After, in the request's language. */
export class OncePerDay extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super("RATE_LIMITED", 429, {
      descriptor: dataExportMessages.oncePerDay,
      values: { hours: Math.max(1, Math.ceil(retryAfterSeconds / 3600)) },
    });
  }
}

/**
 * Starts an export of the member's data, built after the answer. One a day: an
 * export asked for in the last 24 hours (unless it failed) refuses the next. The
 * check and the insert hold a per-member advisory lock, so two requests at once
 * (on any instances) make one export and one refusal.
 */
export async function requestDataExport(
  context: ExportJobContext,
  userId: string,
  language: Language,
): Promise<DataExport> {
  const row = await context.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`data-export:${userId}`}))`);
    const { rows } = await tx.execute<{ wait: string | number }>(sql`
      select extract(epoch from max(${dataExports.requestedAt})
        + make_interval(hours => ${dataExportLimits.everyHours}) - now()) as wait
      from ${dataExports}
      where ${dataExports.userId} = ${userId} and ${dataExports.state} <> 'failed'
        and ${dataExports.requestedAt} > now() - make_interval(hours => ${dataExportLimits.everyHours})`);
    const wait = Number(rows[0]?.wait ?? 0);
    if (wait > 0) throw new OncePerDay(Math.ceil(wait));
    const [created] = await tx
      .insert(dataExports)
      .values({
        userId,
        language,
        expiresAt: sql`now() + make_interval(days => ${dataExportLimits.keptDays})`,
      })
      .returning(summary);
    return justWritten(created, "data export");
  });
  buildSoon(context, row.id);
  return present(row);
}

/** The zip of a ready, unexpired export of this member's; 404 for anything else. */
export async function readDataExportZip(
  db: Db,
  input: { userId: string; exportId: string },
): Promise<{ zip: Buffer; requestedAt: Date }> {
  const [row] = await db
    .select({ zip: dataExports.zip, requestedAt: dataExports.requestedAt })
    .from(dataExports)
    .where(
      and(
        eq(dataExports.id, input.exportId),
        eq(dataExports.userId, input.userId),
        eq(dataExports.state, "ready"),
        gt(dataExports.expiresAt, sql`now()`),
      ),
    );
  if (!row?.zip) throw notFound(dataExportMessages.notFound);
  return { zip: row.zip, requestedAt: row.requestedAt };
}
