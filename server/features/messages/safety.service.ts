import { and, desc, eq } from "drizzle-orm";
import type { ReportReason } from "../../../contracts/reports-rules.ts";
import type { Db } from "../../db/client.ts";
import { messageBlocks, profiles, reports } from "../../db/schema.ts";

/** Blocks `blockedId` for `blockerId`; blocking twice is no error. */
export async function blockMember(db: Db, blockerId: string, blockedId: string) {
  await db.insert(messageBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

/** Lifts the block, if there was one. */
export async function unblockMember(db: Db, blockerId: string, blockedId: string) {
  await db
    .delete(messageBlocks)
    .where(and(eq(messageBlocks.blockerId, blockerId), eq(messageBlocks.blockedId, blockedId)));
}

/** The members `blockerId` blocked, newest first. */
export async function listBlocks(db: Db, blockerId: string) {
  const rows = await db
    .select({
      id: messageBlocks.blockedId,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
      blockedAt: messageBlocks.createdAt,
    })
    .from(messageBlocks)
    .leftJoin(profiles, eq(profiles.id, messageBlocks.blockedId))
    .where(eq(messageBlocks.blockerId, blockerId))
    .orderBy(desc(messageBlocks.createdAt));
  return rows.map((row) => ({
    ...row,
    username: row.username ?? "",
    blockedAt: row.blockedAt.toISOString(),
  }));
}

/** Files the report of a conversation; undefined when this reporter already reported it. */
export async function fileConversationReport(
  db: Db,
  report: {
    reporterId: string;
    conversationId: string;
    title: string;
    cityId: string | null;
    otherId: string | null;
    reason: ReportReason;
    description: string;
  },
) {
  const [inserted] = await db
    .insert(reports)
    .values({
      reporterId: report.reporterId,
      targetType: "conversation",
      targetId: report.conversationId,
      targetTitle: report.title,
      targetLink: `/messages/${report.conversationId}`,
      cityId: report.cityId,
      targetAuthorId: report.otherId,
      reason: report.reason,
      description: report.description,
    })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return inserted;
}
