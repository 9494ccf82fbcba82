import { z } from "zod";

// manifest.json, the first entry of every backup archive (decision 024).
export const manifestSchema = z.object({
  format: z.literal("coastal-backup"),
  formatVersion: z.literal(1),
  appVersion: z.string(),
  createdAt: z.string(),
  migration: z.object({ count: z.number().int(), lastCreatedAt: z.number().nullable() }),
  storage: z.enum(["local", "s3"]),
  /** In the order they load: every table after the tables its foreign keys point at. */
  tables: z.array(
    z.object({
      name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
      columns: z.array(z.string().min(1)),
      rows: z.number().int().min(0),
      file: z.string(),
      bytes: z.number().int().min(0),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
  files: z.array(
    z.object({
      key: z.string(),
      file: z.string(),
      bytes: z.number().int().min(0),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});

export type Manifest = z.infer<typeof manifestSchema>;

export const tableFile = (table: string) => `db/${table}.copy`;
export const uploadFile = (key: string) => `uploads/${key}`;

/** A quoted identifier; table and column names come from the catalog or a checked manifest. */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
