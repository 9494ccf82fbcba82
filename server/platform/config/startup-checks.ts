// Start-up mistakes an operator can make, each turned into one sentence and a
// non-zero exit instead of a stack trace (issue 14). main.ts runs them in order,
// cheapest first, so a busy port is reported before the database even starts.
import { accessSync, constants, mkdirSync } from "node:fs";
import { createServer } from "node:net";
import type pg from "pg";
import { smtpTransport } from "../mail/mail.ts";
import type { Storage } from "../storage/storage.ts";
import type { Settings } from "./settings.ts";

/** A start-up problem whose message is the whole story: main.ts prints only it. */
export class StartupError extends Error {}

type ErrorLike = { code?: string; name?: string; message?: string; cause?: unknown };

/** The innermost error: drizzle and the AWS SDK wrap the one that says what happened. */
function rootCause(error: unknown): ErrorLike {
  let current = error as ErrorLike;
  for (let depth = 0; current?.cause && depth < 5; depth++) current = current.cause as ErrorLike;
  return current ?? {};
}

/** DATA_DIR must be a folder this user can write: the secret, uploads and the database live there. */
export function checkDataDir(dataDir: string) {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
  } catch (error) {
    const code = (error as ErrorLike).code ?? "error";
    throw new StartupError(
      `DATA_DIR ${dataDir} is not a folder Coastal can write to (${code}): set DATA_DIR to a writable folder, or give this user (uid ${process.getuid?.() ?? "?"}) write access to it.`,
    );
  }
}

/** The port is free (checked before anything starts; listen() maps a late loser the same way). */
export function checkPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (error) => reject(portError(error, port)));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

export function portError(error: unknown, port: number): unknown {
  const code = (error as ErrorLike).code;
  if (code === "EADDRINUSE") {
    return new StartupError(`Port ${port} is in use: stop the other process or set PORT`);
  }
  if (code === "EACCES") {
    return new StartupError(
      `Port ${port} needs privileges this user does not have: set PORT to 1024 or above (and let a reverse proxy take ports 80 and 443).`,
    );
  }
  if (code === "EADDRNOTAVAIL") {
    return new StartupError(
      `HOST ${(error as { address?: string }).address} is not an address of this machine: fix HOST or leave it unset.`,
    );
  }
  return error;
}

/** Where DATABASE_URL points, without its password. */
function describeUrl(url: string) {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return "DATABASE_URL";
  }
}

/** One query before the migrations, so connection problems are not mistaken for them. */
export async function checkDatabase(pool: pg.Pool, databaseUrl: string | undefined) {
  try {
    await pool.query("select 1");
  } catch (error) {
    if (!databaseUrl) throw error;
    const cause = rootCause(error);
    const where = describeUrl(databaseUrl);
    const user = (() => {
      try {
        return decodeURIComponent(new URL(databaseUrl).username) || "postgres";
      } catch {
        return "its user";
      }
    })();
    const sentences: Record<string, string> = {
      "28P01": `PostgreSQL at ${where} refused the password of ${user}: fix the password in DATABASE_URL.`,
      "28000": `PostgreSQL at ${where} does not let ${user} connect: check the user name in DATABASE_URL and the server's pg_hba.conf.`,
      "3D000": `The database in DATABASE_URL (${where}) does not exist: create it first, e.g. createdb, or fix its name.`,
    };
    const known = cause.code ? sentences[cause.code] : undefined;
    throw new StartupError(
      known ??
        `Cannot reach PostgreSQL at ${where} (${cause.code ?? cause.message}): check DATABASE_URL's host and port, and that the server runs and accepts connections from here.`,
    );
  }
}

/** A failed migration: the migrations run in one transaction, so the database is as it was. */
export function migrationError(error: unknown) {
  const cause = rootCause(error);
  return new StartupError(
    `A database migration failed: ${cause.message ?? String(error)}. The database was left as it was; fix the cause (or restore a backup with npm run restore) and start again.`,
  );
}

/** Files can be stored: the local folder is writable, or the S3 bucket exists and lets us in. */
export async function checkStorage(storage: Storage, settings: Settings) {
  try {
    await storage.check();
  } catch (error) {
    const cause = rootCause(error);
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (storage.driver === "local") {
      throw new StartupError(
        `Uploads cannot be stored in ${settings.DATA_DIR}/uploads (${cause.code ?? cause.message}): give this user write access to it.`,
      );
    }
    const bucket = `S3 bucket ${settings.S3_BUCKET}${settings.S3_ENDPOINT ? ` at ${settings.S3_ENDPOINT}` : ""}`;
    if (status === 404 || cause.name === "NotFound" || cause.name === "NoSuchBucket") {
      throw new StartupError(`The ${bucket} does not exist: create it, or fix S3_BUCKET.`);
    }
    if (status === 401 || status === 403) {
      throw new StartupError(
        `The ${bucket} refused Coastal's credentials (HTTP ${status}): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY and the key's rights on the bucket.`,
      );
    }
    throw new StartupError(
      `Cannot reach the ${bucket} (${cause.code ?? cause.name ?? cause.message}): check S3_ENDPOINT and S3_REGION.`,
    );
  }
}

/**
 * Asks the SMTP server for a greeting; a refusal is a warning, not a stop (issue 14):
 * the app works, only its mail waits. Returns the warning or null.
 */
export async function smtpWarning(smtpUrl: string | undefined): Promise<string | null> {
  if (!smtpUrl) return null;
  const transport = smtpTransport(smtpUrl);
  try {
    await transport.verify();
    return null;
  } catch (error) {
    const cause = rootCause(error);
    let where = "the SMTP server";
    try {
      const url = new URL(smtpUrl);
      where = `the SMTP server at ${url.hostname}:${url.port || (url.protocol === "smtps:" ? 465 : 587)}`;
    } catch {}
    return `Mail cannot be sent: ${where} refused (${cause.message ?? cause.code}). Coastal runs, but sign-up links and password resets will fail until SMTP_URL works.`;
  } finally {
    transport.close();
  }
}
