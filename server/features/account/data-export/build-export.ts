import { sql } from "drizzle-orm";
import { strToU8, type Zippable, zipSync } from "fflate";
import type { Db } from "../../../db/client.ts";
import type { PhotoKeys } from "../../../db/schema/listing-columns.ts";
import type { Storage } from "../../../platform/storage/storage.ts";
import { avatarKeys } from "../../../platform/storage/store-image.ts";
import { type ExportPart, exportParts } from "./export-parts.ts";

type Row = Record<string, unknown>;

/** The tables of the parts that exist in this database (another part's table may not yet). */
async function existingTables(db: Db): Promise<Set<string>> {
  const { rows } = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = current_schema()`,
  );
  return new Set(rows.map((row) => row.name));
}

/** The member's rows of one part. Table and column names are the constants of export-parts.ts. */
async function rowsOf(db: Db, part: ExportPart, userId: string): Promise<Row[]> {
  const ident = (name: string) => sql.raw(`"${name.replace(/"/g, "")}"`);
  const matches = sql.join(
    part.userColumns.map((column) => sql`t.${ident(column)} = ${userId}`),
    sql` or `,
  );
  const { rows } = await db.execute<{ row: Row }>(
    sql`select ${sql.raw(part.select)} as row from ${ident(part.table)} t where ${matches}`,
  );
  return rows.map((row) => row.row);
}

/** The original (not the thumbnail) of each stored file a row names. */
function filesOf(part: ExportPart, rows: Row[]): string[] {
  return rows.flatMap((row) => {
    if (part.files === "imageKey") return typeof row.image_key === "string" ? [row.image_key] : [];
    if (part.files === "photos")
      return ((row.photos as PhotoKeys[] | null) ?? []).map((p) => p.key);
    if (part.files === "avatarUrl") {
      const url = (row.avatar_url ?? row.image) as string | null;
      return avatarKeys(url).slice(0, 1);
    }
    return [];
  });
}

const readme = (generatedAt: string) =>
  [
    `Your data from Coastal, as it was on ${generatedAt}.`,
    "",
    "Each .json file holds one kind of record about you or written by you",
    "(your account, profile, memberships and join answers, posts, comments,",
    "reactions, votes, listings, events and more). The files folder holds the",
    "photos you uploaded, as they are stored. Nothing here holds another",
    "member's private details, your password, or anything that signs you in.",
    "",
  ].join("\n");

/**
 * Builds the member's zip: one JSON file per part that exists, and every stored
 * file their rows name under files/. JSON is deflated; photos are stored as they
 * are (already compressed). A file the storage no longer has is listed, not fatal.
 */
export async function buildExportZip(
  context: { db: Db; storage: Storage },
  userId: string,
  now = new Date(),
): Promise<Buffer> {
  const tables = await existingTables(context.db);
  const entries: Zippable = {};
  const keys = new Set<string>();
  for (const part of exportParts) {
    if (!tables.has(part.table)) continue;
    const rows = await rowsOf(context.db, part, userId);
    entries[part.file] = strToU8(`${JSON.stringify(rows, null, 2)}\n`);
    for (const key of filesOf(part, rows)) keys.add(key);
  }
  const missing: string[] = [];
  for (const key of keys) {
    const stored = await context.storage.get(key);
    if (!stored) {
      missing.push(key);
      continue;
    }
    entries[`files/${key}`] = [new Uint8Array(await bodyBytes(stored.body)), { level: 0 }];
  }
  const generatedAt = now.toISOString();
  entries["README.txt"] = strToU8(readme(generatedAt));
  entries["export.json"] = strToU8(
    `${JSON.stringify({ userId, generatedAt, files: [...keys], missingFiles: missing }, null, 2)}\n`,
  );
  return Buffer.from(zipSync(entries, { level: 6, mtime: now }));
}

async function bodyBytes(body: Buffer | NodeJS.ReadableStream): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
