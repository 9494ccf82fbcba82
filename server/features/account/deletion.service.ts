import { and, eq, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { type DeletionStatus, deletionGraceDays } from "../../../contracts/account-deletion.ts";
import type { Db } from "../../db/client.ts";
import { accountDeletions } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { deleteUser } from "../admin/delete-user.service.ts";
import { noticeAccountChange } from "./account-notice.ts";
import { contextFor } from "./hook-context.ts";

const dayMs = 24 * 60 * 60 * 1000;
/**
 * A sweep that took a row and died (kill -9 mid-erase) leaves it claimed; after
 * this long another sweep takes it again. Erasing is one transaction, so the
 * second try starts from whatever the first committed (all or nothing).
 */
const claimLeaseMs = 60 * 60 * 1000;

const asStatus = (row?: { dueAt: Date | null; cancelledAt: Date | null }): DeletionStatus => ({
  dueAt: row?.dueAt?.toISOString() ?? null,
  cancelledAt: row?.cancelledAt?.toISOString() ?? null,
});

export async function deletionStatus(db: Db, userId: string): Promise<DeletionStatus> {
  const [row] = await db
    .select({ dueAt: accountDeletions.dueAt, cancelledAt: accountDeletions.cancelledAt })
    .from(accountDeletions)
    .where(eq(accountDeletions.userId, userId));
  return asStatus(row);
}

/**
 * Schedules the erasure of the member's account in 14 days, mails them, and
 * ends every one of their sessions (each through better-auth, so every
 * instance closes that session's live streams). Asking again starts the 14 days again.
 */
export async function scheduleDeletion(
  context: AppContext,
  input: { userId: string; request: FastifyRequest; now?: Date },
): Promise<DeletionStatus> {
  const dueAt = new Date((input.now ?? new Date()).getTime() + deletionGraceDays * dayMs);
  const changes = { dueAt, cancelledAt: null, claimedAt: null, requestedAt: new Date() };
  const [row] = await context.db
    .insert(accountDeletions)
    .values({ userId: input.userId, ...changes })
    .onConflictDoUpdate({ target: accountDeletions.userId, set: changes })
    .returning();
  await noticeAccountChange(context, {
    userId: input.userId,
    kind: "deletionScheduled",
    request: input.request,
    details: { dueAt: dueAt.toISOString() },
  });
  const auth = await context.auth.$context;
  await auth.internalAdapter.deleteUserSessions(input.userId);
  return asStatus(row);
}

/**
 * Someone signed in (auth-hooks.ts): a scheduled deletion of their account that
 * no sweep has taken is cancelled, and they are told by mail and on the page
 * (`cancelledAt`, until they dismiss it). A session an admin opens as them is not their sign-in.
 */
export async function cancelDeletionOnSignIn(
  db: Db,
  session: { userId: string; impersonatedBy?: string | null },
): Promise<void> {
  if (session.impersonatedBy) return;
  const leaseEnded = new Date(Date.now() - claimLeaseMs);
  const [cancelled] = await db
    .update(accountDeletions)
    .set({ dueAt: null, cancelledAt: new Date(), claimedAt: null })
    .where(
      and(
        eq(accountDeletions.userId, session.userId),
        isNotNull(accountDeletions.dueAt),
        or(isNull(accountDeletions.claimedAt), lt(accountDeletions.claimedAt, leaseEnded)),
      ),
    )
    .returning({ userId: accountDeletions.userId });
  const context = contextFor(db);
  if (!cancelled || !context) return;
  await noticeAccountChange(context, { userId: session.userId, kind: "deletionCancelled" });
}

/** The member saw that their deletion was cancelled. */
export async function dismissCancelledNotice(db: Db, userId: string): Promise<void> {
  await db
    .delete(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.dueAt)));
}

/**
 * Erases every account whose 14 days have passed, with the delete service the
 * admin delete uses (tombstones as in decision 031). Each row is taken by one
 * UPDATE with SKIP LOCKED, so two instances sweeping at once never erase the
 * same account twice, and a sign-in racing the sweep either cancels first or finds it taken.
 * Returns the ids it erased.
 */
export async function sweepDueDeletions(
  context: Pick<AppContext, "db" | "storage">,
  now = new Date(),
): Promise<string[]> {
  const { db } = context;
  const erased: string[] = [];
  for (;;) {
    const leaseEnded = new Date(now.getTime() - claimLeaseMs);
    const due = db
      .select({ userId: accountDeletions.userId })
      .from(accountDeletions)
      .where(
        and(
          lte(accountDeletions.dueAt, now),
          or(isNull(accountDeletions.claimedAt), lt(accountDeletions.claimedAt, leaseEnded)),
        ),
      )
      .limit(1)
      .for("update", { skipLocked: true });
    const [claimed] = await db
      .update(accountDeletions)
      .set({ claimedAt: now })
      .where(
        and(
          sql`${accountDeletions.userId} = (${due})`,
          // Checked again on the locked row: a sign-in may have cancelled it meanwhile.
          lte(accountDeletions.dueAt, now),
        ),
      )
      .returning({ userId: accountDeletions.userId });
    if (!claimed) return erased;
    // The user row goes, and its deletion row with it (ON DELETE CASCADE).
    if (await deleteUser(context, claimed.userId)) erased.push(claimed.userId);
  }
}
