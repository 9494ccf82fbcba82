// The reports' kinds, reasons and words without zod: the Report button imports these,
// and its dialog the schema in contracts/reports.ts, which re-exports them (decision 037).

import { directoryKinds } from "./directory-kinds.ts";
import { defineMessages, englishOf } from "./i18n/define-messages.ts";

/**
 * Reports (product decision 24). Every kind of thing a member can report; each
 * server feature gives the reports feature a way to find and delete its own
 * (server/features/reports/report-targets.ts).
 */
export const reportTargetTypes = [
  "post",
  "comment",
  ...directoryKinds,
  "event",
  "user",
  // Filed only through POST /api/conversations/:id/report, by a participant (issue 32).
  "conversation",
] as const;
export type ReportTargetType = (typeof reportTargetTypes)[number];

export const reportReasons = ["spam", "harassment", "scam", "inappropriate", "other"] as const;
export type ReportReason = (typeof reportReasons)[number];

export const reportReasonWords = defineMessages({
  spam: { id: "reports.reason.spam", defaultMessage: "Spam" },
  harassment: { id: "reports.reason.harassment", defaultMessage: "Harassment" },
  scam: { id: "reports.reason.scam", defaultMessage: "Scam" },
  inappropriate: { id: "reports.reason.inappropriate", defaultMessage: "Inappropriate" },
  other: { id: "reports.reason.other", defaultMessage: "Other" },
}) satisfies Record<ReportReason, unknown>;

/** The English labels; pages say `reportReasonWords` in the page's language. */
export const reportReasonLabels: Record<ReportReason, string> = englishOf(reportReasonWords);

/** What became of a report: open until a moderator decides. */
export const reportStatuses = ["open", "dismissed", "removed", "banned"] as const;
export type ReportStatus = (typeof reportStatuses)[number];

export const reportLimits = { descriptionMax: 1000, pageSize: 50 } as const;

export const reportWords = defineMessages({
  /**
   * The spec's rule ("Report: type and description required") said as a sentence
   * (issue 28): the dialog starts with no reason chosen, so this is what an empty form hears.
   */
  required: {
    id: "reports.required",
    defaultMessage: "Choose a reason and tell us what is wrong.",
  },
  received: {
    id: "reports.received",
    defaultMessage: "Thank you. Your report was received and a moderator will look at it.",
  },
  alreadyReported: {
    id: "reports.alreadyReported",
    defaultMessage: "You have already reported this. A moderator will look at it.",
  },
  loginToReport: {
    id: "reports.loginToReport",
    defaultMessage: "Please log in to report something.",
  },
  targetNotFound: { id: "reports.targetNotFound", defaultMessage: "That is no longer here." },
  notReportableYet: {
    id: "reports.notReportableYet",
    defaultMessage: "That cannot be reported yet.",
  },
  tooLong: {
    id: "reports.tooLong",
    defaultMessage: "Please keep the description under 1000 characters.",
  },
  noOpenReports: {
    id: "reports.noOpenReports",
    defaultMessage: "There are no open reports about that.",
  },
  cannotReportYourself: {
    id: "reports.cannotReportYourself",
    defaultMessage: "You cannot report yourself.",
  },
  cannotBanYourself: {
    id: "reports.cannotBanYourself",
    defaultMessage: "You cannot ban yourself.",
  },
});

export const reportOutcomeWords = defineMessages({
  open: { id: "reports.outcome.open", defaultMessage: "Waiting for a moderator" },
  dismissed: { id: "reports.outcome.dismissed", defaultMessage: "Reviewed: no action was needed" },
  removed: { id: "reports.outcome.removed", defaultMessage: "Reviewed: the content was removed" },
  banned: { id: "reports.outcome.banned", defaultMessage: "Reviewed: the account was suspended" },
}) satisfies Record<ReportStatus, unknown>;

/** The English words, for zod, the server's refusals (translated by their words) and older callers. */
export const reportMessages = {
  ...englishOf(reportWords),
  outcome: englishOf(reportOutcomeWords) as Record<ReportStatus, string>,
};
