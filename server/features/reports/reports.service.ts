import { and, desc, eq, sql } from "drizzle-orm";
import { directoryKinds } from "../../../contracts/directory-kinds.ts";
import { type RemovalReason, removalText } from "../../../contracts/moderation.ts";
import {
  type CreateReport,
  type ReportDecision,
  type ReportStatus,
  type ReportTargetType,
  reportMessages,
  reportWords,
} from "../../../contracts/reports.ts";
import { reports } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { AppError, badRequest, conflict, notFound } from "../../platform/http/errors.ts";
import { type Actor, isSelf } from "../../policies/actor.ts";
import { assertCan, can } from "../../policies/can.ts";
import type { Viewer } from "../../session/session.ts";
import { recordModeration } from "../moderation/audit-log.service.ts";
import { requireRemovalReason, tellAuthor } from "../moderation/content-removal.ts";
import {
  moderatorsOf,
  type NotifyContext,
  notify,
} from "../notifications/notifications.service.ts";
import { findReportTarget, reportTargets } from "./report-targets.ts";

/**
 * Files a report. The target must exist; its title, city and author are copied
 * so the queue and the reporter's notice outlive it. A second open report by the
 * same person on the same thing is refused (409), also when both arrive at once:
 * the unique partial index decides.
 */
export async function createReport(
  context: NotifyContext,
  input: CreateReport & { viewer: Viewer; actor: Actor },
): Promise<{ id: string; message: string }> {
  const { db } = context;
  const { target } = await findReportTarget(db, input.targetType, input.targetId);
  // Posts and comments are members-only (decision 9): to anyone else they do not exist,
  // and the copied title in "My reports" must not show them either.
  if (
    membersOnly.has(input.targetType) &&
    target.cityId &&
    !can(input.actor, "read", { kind: "city", id: target.cityId })
  ) {
    throw notFound(reportMessages.targetNotFound);
  }
  if (
    input.targetType === "user" &&
    !can(input.actor, "report", { kind: "user", id: input.targetId })
  ) {
    throw badRequest(reportMessages.cannotReportYourself);
  }
  // A directory entry's owner is not the one to report it (the entry policy; their page
  // offers them Delete instead).
  if (directoryEntries.has(input.targetType) && target.cityId) {
    assertCan(input.actor, "report", {
      kind: "entry",
      ownerId: target.authorId,
      cityId: target.cityId,
    });
  }
  const [inserted] = await db
    .insert(reports)
    .values({
      reporterId: input.viewer.id,
      targetType: input.targetType,
      targetId: input.targetId,
      targetTitle: target.title,
      targetLink: target.link,
      cityId: target.cityId,
      targetAuthorId: target.authorId,
      reason: input.reason,
      description: input.description,
      reportedContent: target.content ?? null,
      reportedVersion: target.version ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  if (!inserted) throw conflict(reportMessages.alreadyReported);
  // Moderators of its city and the admins (a user report has no city: admins only).
  await notify(context, {
    recipients: await moderatorsOf(db, target.cityId),
    kind: "new_report",
    target: {
      type: "moderation",
      id: inserted.id,
      link: "/admin?tab=reports",
      title: target.title,
    },
    actorId: input.viewer.id,
  });
  return { id: inserted.id, message: reportMessages.received };
}

const membersOnly = new Set<ReportTargetType>(["post", "comment"]);
const directoryEntries = new Set<ReportTargetType>(directoryKinds);

const outcomeOf: Record<ReportDecision, ReportStatus> = {
  dismiss: "dismissed",
  remove: "removed",
  ban: "banned",
};

/**
 * Decides every open report about one target: dismiss them, remove the target
 * (through its feature's own delete), or ban its author (admins only, through
 * better-auth, which ends every session). The reports' outcome and the audit
 * row are written in one transaction after the action.
 */
export async function decideReports(
  context: NotifyContext & Pick<AppContext, "storage" | "auth">,
  input: {
    type: ReportTargetType;
    id: string;
    viewer: Viewer;
    actor: Actor;
    decision: ReportDecision;
    reason?: string;
    removalReason?: RemovalReason;
    headers: Headers;
  },
): Promise<{ status: ReportStatus; count: number }> {
  const { db } = context;
  const open = await db
    .select()
    .from(reports)
    .where(
      and(
        eq(reports.targetType, input.type),
        eq(reports.targetId, input.id),
        eq(reports.status, "open"),
      ),
    )
    .orderBy(desc(reports.createdAt))
    .limit(1);
  const [latest] = open;
  if (!latest) throw notFound(reportMessages.noOpenReports);
  const subject = { kind: "report", cityId: latest.cityId } as const;
  assertCan(input.actor, "decide", subject);
  if (input.decision === "ban") {
    assertCan(input.actor, "ban", subject);
    if (!latest.targetAuthorId) throw notFound(reportMessages.targetNotFound);
    if (isSelf(input.actor, latest.targetAuthorId)) throw badRequest(reportWords.cannotBanYourself);
    await context.auth.api.banUser({
      body: { userId: latest.targetAuthorId, banReason: input.reason || latest.reason },
      headers: input.headers,
    });
  }
  // Someone else's content removed: its author is told why (decision 057), so the reason comes first.
  const removal =
    input.decision === "remove" && input.type !== "user"
      ? requireRemovalReason(!isSelf(input.actor, latest.targetAuthorId), {
          reason: input.removalReason,
          note: input.reason || undefined,
        })
      : null;
  if (input.decision === "remove") {
    const handler = reportTargets[input.type];
    if (!handler) throw notFound(reportMessages.notReportableYet);
    try {
      await handler.remove(context, input.id, input.viewer);
    } catch (error) {
      // Already gone (its author deleted it meanwhile): the reports are still settled.
      if (!(error instanceof AppError && error.status === 404)) throw error;
    }
  }
  const status = outcomeOf[input.decision];
  const decided = await db.transaction(async (tx) => {
    const decided = await tx
      .update(reports)
      .set({ status, decidedBy: input.viewer.id, decidedAt: sql`now()` })
      .where(
        and(
          eq(reports.targetType, input.type),
          eq(reports.targetId, input.id),
          eq(reports.status, "open"),
        ),
      )
      .returning({ id: reports.id, reporterId: reports.reporterId });
    await recordModeration(tx, {
      viewer: input.viewer,
      action:
        input.decision === "dismiss"
          ? "dismiss-report"
          : input.decision === "remove"
            ? "delete-content"
            : "ban",
      target:
        input.decision === "ban"
          ? {
              type: "user",
              id: latest.targetAuthorId ?? "",
              title: `Author of: ${latest.targetTitle}`,
            }
          : { type: input.type, id: input.id, title: latest.targetTitle },
      cityId: latest.cityId,
      reason: removal ? removalText(removal) : input.reason,
      details: { reports: decided.length, reportedTarget: `${input.type}:${input.id}` },
    });
    return decided;
  });
  if (removal && latest.targetAuthorId && input.type !== "user" && input.type !== "conversation") {
    await tellAuthor(context, {
      viewer: input.viewer,
      kind: input.type,
      id: input.id,
      title: latest.targetTitle,
      authorId: latest.targetAuthorId,
      reason: removalText(removal),
    });
  }
  // Each reporter sees the outcome in "My reports" on their profile.
  await notify(context, {
    recipients: decided.map((row) => row.reporterId),
    kind: "report_handled",
    target: {
      type: "moderation",
      id: `${input.type}:${input.id}`,
      link: "/profile",
      title: latest.targetTitle,
    },
    actorId: input.viewer.id,
  });
  return { status, count: decided.length };
}
