import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  type MyReport,
  type ReportGroup,
  reportLimits,
  reportMessages,
} from "../../../contracts/reports.ts";
import type { Db } from "../../db/client.ts";
import { cities, profiles, reports } from "../../db/schema.ts";
import type { Viewer } from "../../session/session.ts";

// What the Reports tab and a reporter's own list read (reports.service.ts writes).

const reporterProfile = alias(profiles, "reporter_profile");
const authorProfile = alias(profiles, "author_profile");

/**
 * The Reports tab: open reports grouped by target, the most reported first,
 * then the oldest. Admins see every city's; a moderator sees their cities' only
 * (reports about users have no city and are for admins).
 */
export async function listOpenReports(db: Db, cityIds: string[] | null): Promise<ReportGroup[]> {
  const rows = await db
    .select({
      report: reports,
      reporterName: reporterProfile.username,
      authorName: authorProfile.username,
      citySlug: cities.slug,
      cityName: cities.name,
    })
    .from(reports)
    .leftJoin(reporterProfile, eq(reporterProfile.id, reports.reporterId))
    .leftJoin(authorProfile, eq(authorProfile.id, reports.targetAuthorId))
    .leftJoin(cities, eq(cities.id, reports.cityId))
    .where(
      and(
        eq(reports.status, "open"),
        cityIds === null ? undefined : inArray(reports.cityId, cityIds),
      ),
    )
    .orderBy(asc(reports.createdAt), asc(reports.id))
    .limit(reportLimits.pageSize * 20);
  const groups = new Map<string, ReportGroup>();
  for (const row of rows) {
    const { report } = row;
    const key = `${report.targetType}:${report.targetId}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        target: {
          type: report.targetType,
          id: report.targetId,
          title: report.targetTitle,
          link: report.targetLink,
          city: row.citySlug && row.cityName ? { slug: row.citySlug, name: row.cityName } : null,
          author: report.targetAuthorId
            ? { id: report.targetAuthorId, username: row.authorName ?? "Deleted user" }
            : null,
        },
        count: 0,
        reports: [],
        firstReportedAt: new Date(report.createdAt).toISOString(),
      };
      groups.set(key, group);
    }
    group.count += 1;
    group.reports.push({
      id: report.id,
      reason: report.reason,
      description: report.description,
      reporter: { id: report.reporterId, username: row.reporterName ?? "Deleted user" },
      createdAt: new Date(report.createdAt).toISOString(),
      reportedContent: report.reportedContent,
      reportedVersion: report.reportedVersion,
    });
  }
  return [...groups.values()]
    .sort((a, b) => b.count - a.count || a.firstReportedAt.localeCompare(b.firstReportedAt))
    .slice(0, reportLimits.pageSize);
}

/** The reporter's own reports, newest first, with what became of each (their in-app notice). */
export async function listMyReports(db: Db, viewer: Viewer): Promise<MyReport[]> {
  const rows = await db
    .select()
    .from(reports)
    .where(eq(reports.reporterId, viewer.id))
    .orderBy(desc(reports.createdAt))
    .limit(reportLimits.pageSize);
  return rows.map((row) => ({
    id: row.id,
    targetType: row.targetType,
    title: row.targetTitle,
    reason: row.reason,
    status: row.status,
    outcome: reportMessages.outcome[row.status],
    createdAt: new Date(row.createdAt).toISOString(),
    decidedAt: row.decidedAt ? new Date(row.decidedAt).toISOString() : null,
  }));
}
