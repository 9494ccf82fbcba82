import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import {
  credentialsMessages,
  recentProofMinutes,
} from "../../../contracts/account-credentials-rules.ts";
import type { Db } from "../../db/client.ts";
import { session, sessionProofs } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { AppError, unauthorized } from "../../platform/http/errors.ts";
import { readSession, toHeaders, type Viewer } from "../../session/session.ts";

export { recentProofMinutes };

/** The refusal that sends the web to its "confirm it is you" dialog (useRecentProof). */
export const reauthenticationRequired = () =>
  new AppError("REAUTHENTICATION_REQUIRED", 403, credentialsMessages.reauthenticationRequired);

/**
 * Records that `sessionId` has just proved who is using it: a password here, an
 * authenticator code or a passkey in their own parts. Proving again moves the time on.
 */
export async function markProven(db: Pick<Db, "insert">, sessionId: string): Promise<void> {
  await db
    .insert(sessionProofs)
    .values({ sessionId })
    .onConflictDoUpdate({ target: sessionProofs.sessionId, set: { provenAt: sql`now()` } });
}

/**
 * Whether the session signed in, or proved itself, within the last ten minutes, and
 * until when that holds. One statement on the database's clock, so every instance
 * agrees on the moment.
 */
export async function recentProofStatus(
  db: Db,
  sessionId: string,
): Promise<{ fresh: boolean; until: string | null }> {
  const { rows } = await db.execute<{ until: string | Date; fresh: boolean }>(sql`
    select latest + make_interval(mins => ${recentProofMinutes}) as until,
      latest > now() - make_interval(mins => ${recentProofMinutes}) as fresh
    from (select greatest(${session.createdAt}, ${sessionProofs.provenAt}) as latest
      from ${session}
      left join ${sessionProofs} on ${sessionProofs.sessionId} = ${session.id}
      where ${session.id} = ${sessionId}) as proven`);
  const row = rows[0];
  if (!row?.fresh) return { fresh: false, until: null };
  return { fresh: true, until: new Date(row.until).toISOString() };
}

export const provenRecently = async (db: Db, sessionId: string) =>
  (await recentProofStatus(db, sessionId)).fresh;

/** The signed-in user of this request and their session's id, or a 401. */
export async function requireSession(
  context: Pick<AppContext, "auth">,
  request: FastifyRequest,
): Promise<{ viewer: Viewer; sessionId: string }> {
  const open = await readSession(context.auth, toHeaders(request));
  if (!open) throw unauthorized();
  return open;
}

/**
 * Refuses a sensitive change (password, email, second factor, passkeys, linked
 * sign-ins, export, deletion) with 403 REAUTHENTICATION_REQUIRED unless this
 * session proved who it is within the last ten minutes (a sign-in counts), and
 * with 401 when nobody is signed in. Returns the viewer and session it checked.
 */
export async function requireRecentProof(
  context: Pick<AppContext, "auth" | "db">,
  request: FastifyRequest,
): Promise<{ viewer: Viewer; sessionId: string }> {
  const open = await requireSession(context, request);
  if (!(await provenRecently(context.db, open.sessionId))) throw reauthenticationRequired();
  return open;
}
