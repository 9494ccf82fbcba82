import { and, desc, eq, gt } from "drizzle-orm";
import type { AccountSession } from "../../../contracts/account-sessions.ts";
import { authLimits } from "../../../contracts/auth.ts";
import type { Db } from "../../db/client.ts";
import { session } from "../../db/schema.ts";
import { describeDevice, networkOf } from "./session-device.ts";

const dayMs = 24 * 60 * 60 * 1000;

/** Sessions still able to sign a request in: not expired, not past the absolute limit (decision 013). */
const live = (userId: string, now: Date) =>
  and(
    eq(session.userId, userId),
    gt(session.expiresAt, now),
    gt(session.createdAt, new Date(now.getTime() - authLimits.sessionMaxDays * dayMs)),
  );

/**
 * The member's own signed-in devices, most recently used first, the asking one marked.
 * Only their rows are read, and no token leaves this function.
 */
export async function listAccountSessions(
  db: Db,
  input: { userId: string; currentSessionId: string },
): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(live(input.userId, new Date()))
    .orderBy(desc(session.updatedAt), desc(session.id));
  return rows
    .map((row) => ({
      id: row.id,
      ...describeDevice(row.userAgent),
      network: networkOf(row.ipAddress),
      lastActiveAt: row.updatedAt.toISOString(),
      signedInAt: row.createdAt.toISOString(),
      current: row.id === input.currentSessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * The token of one of the member's own live sessions, to hand to better-auth, or null
 * when `id` names none of theirs (another member's, an ended one, or nothing).
 */
export async function ownSessionToken(
  db: Db,
  input: { userId: string; id: string },
): Promise<string | null> {
  const [row] = await db
    .select({ token: session.token })
    .from(session)
    .where(and(eq(session.id, input.id), live(input.userId, new Date())));
  return row?.token ?? null;
}

/** How many of the member's sessions are live: the notice says how many devices were signed out. */
export async function countAccountSessions(db: Db, userId: string): Promise<number> {
  return (await db.select({ id: session.id }).from(session).where(live(userId, new Date()))).length;
}
