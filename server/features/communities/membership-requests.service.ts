import { and, asc, eq, inArray } from "drizzle-orm";
import { communityMessages, type MembershipRequestInput } from "../../../contracts/communities.ts";
import type { Notice } from "../../../contracts/profiles.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { cities, membershipRequests, memberships, profiles, user } from "../../db/schema.ts";
import { conflict, notFound } from "../../platform/http/errors.ts";
import { userChangedNotice } from "../../platform/runtime/live-hub.ts";
import type { Actor } from "../../policies/actor.ts";
import { can } from "../../policies/can.ts";
import type { Viewer } from "../../session/session.ts";
import { recordModeration } from "../moderation/audit-log.service.ts";
import {
  moderatorsOf,
  type NotifyContext,
  notify,
} from "../notifications/notifications.service.ts";
import type { CityRow } from "./cities.service.ts";
import { decisionMail } from "./membership-mail.ts";

/** The city a request is for, to check who may decide it; 404 when there is no such request. */
export async function findRequestCity(db: Db, requestId: string): Promise<string> {
  const [row] = await db
    .select({ cityId: membershipRequests.cityId })
    .from(membershipRequests)
    .where(eq(membershipRequests.id, requestId));
  if (!row) throw notFound(communityMessages.requestNotFound);
  return row.cityId;
}

export async function submitMembershipRequest(
  context: NotifyContext,
  input: { city: CityRow; viewer: Viewer; actor: Actor; answers: MembershipRequestInput },
): Promise<void> {
  const { db } = context;
  const { city, viewer } = input;
  // An active member has nothing to join (409, not a refusal: the request itself is moot).
  if (!can(input.actor, "join", { kind: "city", id: city.id })) {
    throw conflict(communityMessages.alreadyMember);
  }
  try {
    await db
      .insert(membershipRequests)
      .values({ userId: viewer.id, cityId: city.id, ...input.answers });
  } catch (error) {
    // The partial unique index allows one pending request per user and city.
    if (isUniqueViolation(error)) throw conflict(communityMessages.pendingExists);
    throw error;
  }
  // The city's moderators and the admins hear of it (issue 13).
  await notify(context, {
    recipients: await moderatorsOf(db, city.id),
    kind: "membership_request",
    target: { type: "moderation", id: city.id, link: "/admin?tab=pending-users", title: city.name },
    actorId: viewer.id,
  });
}

/**
 * Pending requests, oldest first; `cityIds` narrows them to the cities a moderator
 * looks after; applicants' addresses only `withEmails` (admins).
 */
export async function listPendingRequests(
  db: Db,
  options: { cityIds: string[] | null; withEmails: boolean },
) {
  const { cityIds } = options;
  const rows = await db
    .select({
      request: membershipRequests,
      city: { slug: cities.slug, name: cities.name },
      applicant: {
        id: user.id,
        email: user.email,
        username: profiles.username,
        avatarUrl: profiles.avatarUrl,
      },
    })
    .from(membershipRequests)
    .innerJoin(cities, eq(cities.id, membershipRequests.cityId))
    .innerJoin(user, eq(user.id, membershipRequests.userId))
    .leftJoin(profiles, eq(profiles.id, membershipRequests.userId))
    .where(
      and(
        eq(membershipRequests.status, "pending"),
        cityIds === null ? undefined : inArray(membershipRequests.cityId, cityIds),
      ),
    )
    .orderBy(asc(membershipRequests.createdAt));
  return rows.map(({ request, city, applicant }) => ({
    id: request.id,
    applicant: {
      id: applicant.id,
      username: applicant.username ?? applicant.email.split("@")[0] ?? "",
      // An address is personal data a city's moderators do not need to decide.
      ...(options.withEmails ? { email: applicant.email } : {}),
      avatarUrl: applicant.avatarUrl,
    },
    city,
    createdAt: new Date(request.createdAt).toISOString(),
    reason: request.reason,
    residentStatus: request.residentStatus,
    interests: request.interests,
    expectations: request.expectations,
  }));
}

type Decision = { decision: "approved" | "rejected"; reason?: string };

/**
 * Approves (membership becomes active, joined now) or rejects a pending request
 * in one transaction, then notifies the applicant (bell and, by their choice, email);
 * the banner is the decided request itself until they dismiss it.
 */
export async function decideMembershipRequest(
  context: NotifyContext,
  input: { requestId: string; viewer: Viewer } & Decision,
): Promise<void> {
  const { db, settings } = context;
  const baseUrl = settings.BASE_URL;
  const decided = await db.transaction(async (tx) => {
    const [request] = await tx
      .update(membershipRequests)
      .set({
        status: input.decision,
        decisionReason: input.reason || null,
        decidedBy: input.viewer.id,
        decidedAt: new Date(),
      })
      .where(
        and(eq(membershipRequests.id, input.requestId), eq(membershipRequests.status, "pending")),
      )
      .returning();
    if (!request) {
      const [exists] = await tx
        .select({ id: membershipRequests.id })
        .from(membershipRequests)
        .where(eq(membershipRequests.id, input.requestId));
      throw exists
        ? conflict(communityMessages.alreadyDecided)
        : notFound(communityMessages.requestNotFound);
    }
    if (input.decision === "approved") {
      await tx
        .insert(memberships)
        .values({ userId: request.userId, cityId: request.cityId })
        .onConflictDoNothing();
      // The spec's "Confirm": an approved applicant's profile counts as confirmed.
      await tx.update(profiles).set({ isConfirmed: true }).where(eq(profiles.id, request.userId));
    }
    // The applicant's memberships and banners changed: their open tabs refetch /api/me (decision 034).
    await tx.execute(userChangedNotice(request.userId));
    const [details] = await tx
      .select({ email: user.email, cityName: cities.name, citySlug: cities.slug })
      .from(user)
      .innerJoin(cities, eq(cities.id, request.cityId))
      .where(eq(user.id, request.userId));
    await recordModeration(tx, {
      viewer: input.viewer,
      action: input.decision === "approved" ? "approve" : "reject",
      target: {
        type: "membership-request",
        id: request.id,
        title: details?.email ?? request.userId,
      },
      cityId: request.cityId,
      reason: input.reason,
    });
    return details && { ...details, userId: request.userId, cityId: request.cityId };
  });
  if (!decided) return;
  // In the bell and by email (unless they turned it off); the banner (noticeOf) stays until dismissed.
  const approved = input.decision === "approved";
  await notify(context, {
    recipients: [decided.userId],
    kind: approved ? "membership_approved" : "membership_rejected",
    target: {
      type: "city",
      id: decided.cityId,
      link: approved ? `/city/${decided.citySlug}/profile` : `/city/${decided.citySlug}`,
      title: decided.cityName,
    },
    actorId: input.viewer.id,
    mail: decisionMail({
      approved,
      city: decided.cityName,
      citySlug: decided.citySlug,
      baseUrl,
      reason: input.reason,
    }),
  });
}

/** A decided request whose notice its applicant has not dismissed, as the viewer's read has it. */
export type DecidedRequest = {
  id: string;
  citySlug: string;
  cityName: string;
  decision: string;
  reason: string | null;
  decidedAt: string | Date | null;
};

/** The banner's notice of a decision (the viewer's read finds them: profiles/viewer.service.ts). */
export function noticeOf(row: DecidedRequest): Notice {
  return {
    ...row,
    decision: row.decision === "approved" ? "approved" : "rejected",
    decidedAt: new Date(row.decidedAt ?? Date.now()).toISOString(),
  };
}

/** Hides the in-app notice of a decision; only its applicant may. */
export async function dismissNotice(
  db: Db,
  input: { noticeId: string; viewer: Viewer },
): Promise<void> {
  await db
    .update(membershipRequests)
    .set({ noticeSeenAt: new Date() })
    .where(
      and(
        eq(membershipRequests.id, input.noticeId),
        eq(membershipRequests.userId, input.viewer.id),
      ),
    );
}
