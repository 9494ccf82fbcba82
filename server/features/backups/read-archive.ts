import { createHash } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { extract } from "tar";
import { isValidKey } from "../../platform/storage/storage.ts";
import { type Manifest, manifestSchema, tableFile, uploadFile } from "./manifest.ts";

/** A backup that cannot be restored; its message is for the operator, as is. */
export class BackupArchiveError extends Error {}

/**
 * Unpacks an archive into `into` and checks it whole before anything is written
 * anywhere: the manifest parses, and every file it lists is there with its size and
 * SHA-256. A truncated or altered archive fails here with one sentence.
 */
export async function readArchive(file: string, into: string): Promise<Manifest> {
  const damaged = (detail: string) =>
    new BackupArchiveError(
      `${file} is not a complete Coastal backup (${detail}). Nothing was restored.`,
    );
  if (!existsSync(file)) throw new BackupArchiveError(`${file} does not exist.`);
  try {
    await extract({
      file,
      cwd: into,
      strict: true,
      // Plain files and folders only: a link could point a table file anywhere on disk.
      filter: (_path, entry) =>
        "type" in entry && (entry.type === "File" || entry.type === "Directory"),
    });
  } catch (error) {
    throw damaged(`the archive is truncated or corrupt: ${(error as Error).message}`);
  }
  let manifest: Manifest;
  try {
    const parsed = manifestSchema.safeParse(
      JSON.parse(await readFile(path.join(into, "manifest.json"), "utf8")),
    );
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
    manifest = parsed.data;
  } catch (error) {
    throw damaged(`no readable manifest.json: ${(error as Error).message}`);
  }
  const expected = [
    ...manifest.tables.map((table) => ({ ...table, path: tableFile(table.name) })),
    ...manifest.files.map((entry) => {
      if (!isValidKey(entry.key)) throw damaged(`an unusable file name ${entry.key}`);
      return { ...entry, path: uploadFile(entry.key) };
    }),
  ];
  for (const entry of expected) {
    // The manifest's own path is ignored: files are only ever read where we expect them.
    const onDisk = path.join(into, entry.path);
    const size = await stat(onDisk).then(
      (s) => s.size,
      () => null,
    );
    if (size === null) throw damaged(`${entry.path} is missing`);
    if (size !== entry.bytes || (await sha256(onDisk)) !== entry.sha256) {
      throw damaged(`${entry.path} does not match its checksum`);
    }
  }
  return manifest;
}

async function sha256(file: string) {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest("hex");
}
