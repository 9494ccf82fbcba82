import { z } from "zod";
import { removalSchema } from "./moderation.ts";
import {
  reportLimits,
  reportMessages,
  reportReasons,
  reportStatuses,
  reportTargetTypes,
} from "./reports-rules.ts";

export * from "./reports-rules.ts";

export const createReportSchema = z.object({
  targetType: z.enum(reportTargetTypes, reportMessages.required),
  targetId: z.string(reportMessages.required).trim().min(1, reportMessages.required).max(100),
  reason: z.enum(reportReasons, reportMessages.required),
  description: z
    .string(reportMessages.required)
    .trim()
    .min(1, reportMessages.required)
    .max(reportLimits.descriptionMax, reportMessages.tooLong),
});
export type CreateReport = z.infer<typeof createReportSchema>;

export const reportReceivedSchema = z.object({ id: z.string(), message: z.string() });

/** The reported thing as the Reports tab shows it (a snapshot, so it survives deletion). */
export const reportTargetSchema = z.object({
  type: z.enum(reportTargetTypes),
  id: z.string(),
  title: z.string(),
  /** The web address to open it at; null when it has none. */
  link: z.string().nullable(),
  city: z.object({ slug: z.string(), name: z.string() }).nullable(),
  author: z.object({ id: z.string(), username: z.string() }).nullable(),
});
export type ReportTarget = z.infer<typeof reportTargetSchema>;

/** One target with its open reports, for the Reports tab. */
export const reportGroupSchema = z.object({
  target: reportTargetSchema,
  count: z.number().int(),
  reports: z.array(
    z.object({
      id: z.string(),
      reason: z.enum(reportReasons),
      description: z.string(),
      reporter: z.object({ id: z.string(), username: z.string() }).nullable(),
      createdAt: z.string(),
      /** A post's or comment's text as it was when reported, and its version (issue 35). */
      reportedContent: z.string().nullable().optional(),
      reportedVersion: z.number().int().nullable().optional(),
    }),
  ),
  firstReportedAt: z.string(),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;
export const reportQueueSchema = z.object({ groups: z.array(reportGroupSchema) });

export const reportTargetParams = z.object({
  type: z.enum(reportTargetTypes, reportMessages.targetNotFound),
  id: z.string().trim().min(1).max(100),
});

export const reportDecisions = ["dismiss", "remove", "ban"] as const;
export type ReportDecision = (typeof reportDecisions)[number];
export const decideReportSchema = z.object({
  decision: z.enum(reportDecisions, "Choose dismiss, remove or ban."),
  /** Free text: the ban's reason, or with a removal the note to the author. */
  reason: z.string().trim().max(500, "Please keep the reason under 500 characters.").optional(),
  /** Required to remove someone else's content: the author is told it (decision 057). */
  removalReason: removalSchema.shape.reason,
});
export const reportDecidedSchema = z.object({ status: z.enum(reportStatuses), count: z.number() });

/** A reporter's own reports and what became of them (the in-app notice). */
export const myReportSchema = z.object({
  id: z.string(),
  targetType: z.enum(reportTargetTypes),
  title: z.string(),
  reason: z.enum(reportReasons),
  status: z.enum(reportStatuses),
  outcome: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type MyReport = z.infer<typeof myReportSchema>;
export const myReportListSchema = z.object({ reports: z.array(myReportSchema) });
