import { and, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { AdminUser } from "../../../contracts/admin.ts";
import { adminMessages } from "../../../contracts/admin.ts";
import type { Db } from "../../db/client.ts";
import { cursorColumn } from "../../db/keyset-cursor.ts";
import { cities, cityModerators, memberships, passkey, profiles, user } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { badRequest, conflict, notFound } from "../../platform/http/errors.ts";
import { isSelf } from "../../policies/actor.ts";
import type { Viewer } from "../../session/session.ts";
import { recordModeration } from "../moderation/audit-log.service.ts";
import { deleteUser } from "./delete-user.service.ts";

// better-auth's user ids are not uuids, so this cursor carries a text id.
const idPattern = /^[A-Za-z0-9_-]{1,100}$/;
const encode = (micros: string, id: string) => Buffer.from(`${micros}.${id}`).toString("base64url");
function decode(cursor: string) {
  const [micros, id] = Buffer.from(cursor, "base64url").toString().split(".");
  if (!micros || !/^\d{1,18}$/.test(micros) || !id || !idPattern.test(id)) {
    throw badRequest(adminMessages.invalidCursor);
  }
  return { micros, id };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The Users tab: every account, newest first, matching a name or email fragment. */
export async function listUsers(
  db: Db,
  input: { q?: string; cursor?: string; limit: number },
): Promise<{ items: AdminUser[]; nextCursor: string | null }> {
  const after = input.cursor ? decode(input.cursor) : null;
  const pattern = input.q ? `%${escapeLike(input.q)}%` : null;
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      username: profiles.username,
      role: user.role,
      banned: user.banned,
      banReason: user.banReason,
      createdAt: user.createdAt,
      cursor: cursorColumn(user.createdAt),
      // A confirmed authenticator app or a passkey, as hasSecondFactor says (decision 067).
      secondFactor: sql<boolean>`(${user.twoFactorEnabled} or exists (select 1 from ${passkey} pk
        where pk.user_id = "users"."id"))`,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(
      and(
        pattern ? or(ilike(user.email, pattern), ilike(profiles.username, pattern)) : undefined,
        after
          ? sql`(${user.createdAt}, ${user.id}) < (timestamptz 'epoch'
              + ${after.micros}::bigint * interval '1 microsecond', ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  const ids = page.map((row) => row.id);
  const memberOf = ids.length
    ? await db
        .select({
          userId: memberships.userId,
          slug: cities.slug,
          name: cities.name,
          moderator: sql<boolean>`exists (select 1 from ${cityModerators} cm
            where cm.city_id = ${memberships.cityId} and cm.user_id = ${memberships.userId})`,
        })
        .from(memberships)
        .innerJoin(cities, eq(cities.id, memberships.cityId))
        .where(inArray(memberships.userId, ids))
        .orderBy(cities.name)
    : [];
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      username: row.username ?? row.email.split("@")[0] ?? "",
      email: row.email,
      joinedAt: new Date(row.createdAt).toISOString(),
      cities: memberOf
        .filter((m) => m.userId === row.id)
        .map(({ slug, name, moderator }) => ({ slug, name, moderator })),
      role: row.role === "admin" ? "admin" : "user",
      status: row.banned ? "banned" : "active",
      banReason: row.banReason ?? null,
      secondFactor: Boolean(row.secondFactor),
    })),
    nextCursor: rows.length > input.limit && last ? encode(last.cursor, last.id) : null,
  };
}

/** The account's name for the audit log, or 404. */
async function findAccount(db: Db, userId: string) {
  const [found] = await db
    .select({ id: user.id, email: user.email, username: profiles.username })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  if (!found) throw notFound(adminMessages.userNotFound);
  return { id: found.id, title: found.username ?? found.email };
}

const notOnYourself = (viewer: Viewer, userId: string) => {
  if (isSelf(viewer, userId)) throw badRequest(adminMessages.notYourself);
};

/**
 * Bans or unbans through better-auth's admin plugin: a ban refuses sign-in
 * ("Your account has been suspended.") and ends every session, which closes the
 * user's live streams (the sessionEnded hook). Then the audit log's line.
 */
export async function setBanned(
  { db, auth }: Pick<AppContext, "db" | "auth">,
  input: { viewer: Viewer; userId: string; banned: boolean; reason?: string; headers: Headers },
): Promise<void> {
  notOnYourself(input.viewer, input.userId);
  const account = await findAccount(db, input.userId);
  if (input.banned) {
    await auth.api.banUser({
      body: { userId: input.userId, banReason: input.reason },
      headers: input.headers,
    });
  } else {
    await auth.api.unbanUser({ body: { userId: input.userId }, headers: input.headers });
  }
  await recordModeration(db, {
    viewer: input.viewer,
    action: input.banned ? "ban" : "unban",
    target: { type: "user", id: account.id, title: account.title },
    cityId: null,
    reason: input.reason,
  });
}

/** Deletes an account and everything theirs (delete-user.service.ts), recorded in the same transaction. */
export async function removeUser(
  context: Pick<AppContext, "db" | "storage">,
  input: { viewer: Viewer; userId: string },
): Promise<void> {
  notOnYourself(input.viewer, input.userId);
  const account = await findAccount(context.db, input.userId);
  const deleted = await deleteUser(context, input.userId, (tx) =>
    recordModeration(tx, {
      viewer: input.viewer,
      action: "delete-user",
      target: { type: "user", id: account.id, title: account.title },
      cityId: null,
    }),
  );
  if (!deleted) throw notFound(adminMessages.userNotFound);
}

/** Grants or revokes the admin role, never on oneself, with its audit line in the same transaction. */
export async function setRole(
  db: Db,
  input: { viewer: Viewer; userId: string; role: "admin" | "user" },
): Promise<void> {
  notOnYourself(input.viewer, input.userId);
  const account = await findAccount(db, input.userId);
  await db.transaction(async (tx) => {
    await tx.update(user).set({ role: input.role }).where(eq(user.id, input.userId));
    await recordModeration(tx, {
      viewer: input.viewer,
      action: input.role === "admin" ? "grant-admin" : "revoke-admin",
      target: { type: "user", id: account.id, title: account.title },
      cityId: null,
    });
  });
}

/** Appoints an active member of the city as its moderator (decision 30). */
export async function appointModerator(
  db: Db,
  input: { viewer: Viewer; cityId: string; userId: string },
): Promise<void> {
  const account = await findAccount(db, input.userId);
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.cityId, input.cityId), eq(memberships.userId, input.userId)));
    if (!member) throw badRequest(adminMessages.notAMember);
    const [added] = await tx
      .insert(cityModerators)
      .values({ cityId: input.cityId, userId: input.userId, appointedBy: input.viewer.id })
      .onConflictDoNothing()
      .returning({ userId: cityModerators.userId });
    if (!added) throw conflict(adminMessages.alreadyModerator);
    await recordModeration(tx, {
      viewer: input.viewer,
      action: "appoint-moderator",
      target: { type: "user", id: account.id, title: account.title },
      cityId: input.cityId,
    });
  });
}

export async function removeModerator(
  db: Db,
  input: { viewer: Viewer; cityId: string; userId: string },
): Promise<void> {
  const account = await findAccount(db, input.userId);
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(cityModerators)
      .where(and(eq(cityModerators.cityId, input.cityId), eq(cityModerators.userId, input.userId)))
      .returning({ userId: cityModerators.userId });
    if (!removed) throw notFound(adminMessages.notAModerator);
    await recordModeration(tx, {
      viewer: input.viewer,
      action: "remove-moderator",
      target: { type: "user", id: account.id, title: account.title },
      cityId: input.cityId,
    });
  });
}
