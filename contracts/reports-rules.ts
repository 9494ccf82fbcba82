// The reports' kinds, reasons and words without zod: the Report button imports these,
// and its dialog the schema in contracts/reports.ts, which re-exports them (decision 037).

/**
 * Reports (product decision 24). Every kind of thing a member can report; each
 * server feature gives the reports feature a way to find and delete its own
 * (server/features/reports/report-targets.ts).
 */
export const reportTargetTypes = [
  "post",
  "comment",
  "listing",
  "property",
  "restaurant",
  "shop",
  "event",
  "user",
] as const;
export type ReportTargetType = (typeof reportTargetTypes)[number];

export const reportReasons = ["spam", "harassment", "scam", "inappropriate", "other"] as const;
export type ReportReason = (typeof reportReasons)[number];

export const reportReasonLabels: Record<ReportReason, string> = {
  spam: "Spam",
  harassment: "Harassment",
  scam: "Scam",
  inappropriate: "Inappropriate",
  other: "Other",
};

/** What became of a report: open until a moderator decides. */
export const reportStatuses = ["open", "dismissed", "removed", "banned"] as const;
export type ReportStatus = (typeof reportStatuses)[number];

export const reportLimits = { descriptionMax: 1000, pageSize: 50 } as const;

export const reportMessages = {
  /**
   * The spec's rule ("Report: type and description required") said as a sentence
   * (issue 28): the dialog starts with no reason chosen, so this is what an empty form hears.
   */
  required: "Choose a reason and tell us what is wrong.",
  received: "Thank you. Your report was received and a moderator will look at it.",
  alreadyReported: "You have already reported this. A moderator will look at it.",
  loginToReport: "Please log in to report something.",
  targetNotFound: "That is no longer here.",
  notReportableYet: "That cannot be reported yet.",
  tooLong: `Please keep the description under ${reportLimits.descriptionMax} characters.`,
  noOpenReports: "There are no open reports about that.",
  cannotReportYourself: "You cannot report yourself.",
  outcome: {
    open: "Waiting for a moderator",
    dismissed: "Reviewed: no action was needed",
    removed: "Reviewed: the content was removed",
    banned: "Reviewed: the account was suspended",
  } satisfies Record<ReportStatus, string>,
} as const;
