import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { Language } from "../../../contracts/i18n/languages.ts";
import {
  type Invite,
  type InvitePreview,
  inviteLimits,
  inviteMessages,
} from "../../../contracts/invites.ts";
import { usernameFromEmail } from "../../../contracts/profiles.ts";
import type { Db } from "../../db/client.ts";
import { cities, invites, memberships, profiles, user } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { conflict, notFound } from "../../platform/http/errors.ts";
import { queueMail } from "../../platform/mail/mail-queue.ts";
import type { Viewer } from "../../session/session.ts";
import { findCity } from "../communities/cities.service.ts";
import { recordModeration } from "../moderation/audit-log.service.ts";
import { inviteMail } from "./invites-mail.ts";

type Context = Pick<AppContext, "auth" | "db" | "mailer" | "background" | "settings">;

const dayMs = 24 * 60 * 60 * 1000;
const digest = (token: string) => createHash("sha256").update(token).digest("hex");

/** Neither accepted, withdrawn nor expired. */
const pending = () =>
  and(isNull(invites.acceptedAt), isNull(invites.revokedAt), gt(invites.expiresAt, sql`now()`));

/**
 * Invites `email` to a city and mails the link, in `language`. The token is mailed and
 * only its hash kept. An open invite to the same address and city that has expired is
 * closed first; a live one is refused (the unique index settles two at once).
 */
export async function createInvite(
  context: Context,
  input: { viewer: Viewer; email: string; citySlug: string; language: Language },
): Promise<Invite> {
  const { db, settings } = context;
  const email = input.email.trim().toLowerCase();
  const city = await findCity(db, input.citySlug, inviteMessages.cityNotFound);
  const [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (account) throw conflict(inviteMessages.accountExists);
  const token = randomBytes(32).toString("base64url");
  const row = await db.transaction(async (tx) => {
    await tx
      .update(invites)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(invites.email, email),
          eq(invites.cityId, city.id),
          isNull(invites.acceptedAt),
          isNull(invites.revokedAt),
          lte(invites.expiresAt, sql`now()`),
        ),
      );
    const [created] = await tx
      .insert(invites)
      .values({
        email,
        cityId: city.id,
        tokenHash: digest(token),
        invitedBy: input.viewer.id,
        expiresAt: new Date(Date.now() + inviteLimits.days * dayMs),
      })
      .onConflictDoNothing()
      .returning();
    if (created) {
      await recordModeration(tx, {
        viewer: input.viewer,
        action: "invite",
        target: { type: "invite", id: created.id, title: email },
        cityId: city.id,
      });
    }
    return created;
  });
  if (!row) throw conflict(inviteMessages.alreadyInvited);
  const url = `${settings.BASE_URL.replace(/\/$/, "")}/invite/${token}`;
  await queueMail(context, inviteMail(email, city.name, url, input.language));
  const [inviter] = await db
    .select({ username: profiles.username })
    .from(profiles)
    .where(eq(profiles.id, input.viewer.id));
  return present({ ...row, citySlug: city.slug, cityName: city.name, inviter: inviter?.username });
}

/** Every pending invite, the soonest to expire first. */
export async function listInvites(db: Db): Promise<Invite[]> {
  const rows = await db
    .select({
      id: invites.id,
      email: invites.email,
      createdAt: invites.createdAt,
      expiresAt: invites.expiresAt,
      citySlug: cities.slug,
      cityName: cities.name,
      inviter: profiles.username,
    })
    .from(invites)
    .innerJoin(cities, eq(cities.id, invites.cityId))
    .leftJoin(profiles, eq(profiles.id, invites.invitedBy))
    .where(pending())
    .orderBy(asc(invites.expiresAt), asc(invites.id));
  return rows.map(present);
}

/** Withdraws a pending invite: its link stops working at once. */
export async function revokeInvite(db: Db, input: { viewer: Viewer; id: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(invites)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(invites.id, input.id), pending()))
      .returning();
    if (!revoked) throw notFound(inviteMessages.notFound);
    await recordModeration(tx, {
      viewer: input.viewer,
      action: "revoke-invite",
      target: { type: "invite", id: revoked.id, title: revoked.email },
      cityId: revoked.cityId,
    });
  });
}

/** The address and city a mailed link is for, while it is pending. */
export async function previewInvite(db: Db, token: string): Promise<InvitePreview> {
  const [row] = await db
    .select({
      email: invites.email,
      expiresAt: invites.expiresAt,
      slug: cities.slug,
      name: cities.name,
    })
    .from(invites)
    .innerJoin(cities, eq(cities.id, invites.cityId))
    .where(and(eq(invites.tokenHash, digest(token)), pending()));
  if (!row) throw notFound(inviteMessages.notValid);
  return {
    email: row.email,
    city: { slug: row.slug, name: row.name },
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * The invitee's sign-up: the invite is claimed first in one statement (two sign-ups with
 * one link: one wins), then the account is made with the invite's address, verified (the
 * link proves the mailbox), with a password and an active membership of the city, and
 * signed in. A failure after the claim gives the invite back.
 */
export async function acceptInvite(
  context: Context,
  input: { token: string; password: string; headers: Headers },
): Promise<{ city: { slug: string; name: string }; cookies: string[] }> {
  const { db, auth } = context;
  const [claimed] = await db
    .update(invites)
    .set({ acceptedAt: sql`now()` })
    .where(and(eq(invites.tokenHash, digest(input.token)), pending()))
    .returning();
  if (!claimed) throw notFound(inviteMessages.notValid);
  const giveBack = () =>
    db.update(invites).set({ acceptedAt: null }).where(eq(invites.id, claimed.id));
  const [taken] = await db.select({ id: user.id }).from(user).where(eq(user.email, claimed.email));
  if (taken) {
    await giveBack();
    throw conflict(inviteMessages.accountExists);
  }
  const auths = await auth.$context;
  let userId: string;
  try {
    // better-auth's own adapter, so its hooks run (the profile and its username).
    const created = await auths.internalAdapter.createUser(
      { email: claimed.email, name: usernameFromEmail(claimed.email), emailVerified: true },
      { method: "email-password" },
    );
    userId = created.id;
    await auths.internalAdapter.linkAccount({
      userId,
      providerId: "credential",
      accountId: userId,
      password: await auths.password.hash(input.password),
    });
  } catch (error) {
    await giveBack();
    // The address was taken between the look and the insert (a sign-up at the same moment).
    const [raced] = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, claimed.email));
    if (raced) throw conflict(inviteMessages.accountExists);
    throw error;
  }
  await db.transaction(async (tx) => {
    await tx.update(invites).set({ acceptedBy: userId }).where(eq(invites.id, claimed.id));
    await tx.insert(memberships).values({ userId, cityId: claimed.cityId }).onConflictDoNothing();
    // An invited member counts as confirmed, as an approved applicant does.
    await tx.update(profiles).set({ isConfirmed: true }).where(eq(profiles.id, userId));
  });
  const signedIn = await auth.api.signInEmail({
    body: { email: claimed.email, password: input.password },
    headers: input.headers,
    returnHeaders: true,
  });
  const [city] = await db
    .select({ slug: cities.slug, name: cities.name })
    .from(cities)
    .where(eq(cities.id, claimed.cityId));
  return {
    city: city ?? { slug: "", name: "" },
    cookies: signedIn.headers.getSetCookie(),
  };
}

function present(row: {
  id: string;
  email: string;
  createdAt: Date;
  expiresAt: Date;
  citySlug: string;
  cityName: string;
  inviter?: string | null;
}): Invite {
  return {
    id: row.id,
    email: row.email,
    city: { slug: row.citySlug, name: row.cityName },
    invitedBy: row.inviter ?? null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
