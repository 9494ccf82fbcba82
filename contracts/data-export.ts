import { z } from "zod";
import { dataExportStatuses } from "./data-export-rules.ts";

export * from "./data-export-rules.ts";

/** One export of the member's data (GET /api/account/data-export). */
export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(dataExportStatuses),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  /** When the zip is deleted. */
  expiresAt: z.string(),
  /** Bytes, once ready. */
  size: z.number().int().nullable(),
  /** GET it for the zip (its owner only), once ready. */
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** The member's newest export, if one has not expired. */
export const dataExportStateSchema = z.object({ export: dataExportSchema.nullable() });
export type DataExportState = z.infer<typeof dataExportStateSchema>;

export const dataExportParamsSchema = z.object({ id: z.string().uuid() });
