import { randomUUID } from "node:crypto";
import {
  access,
  constants,
  type FileHandle,
  mkdir,
  open,
  readdir,
  rename,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import {
  checkPut,
  contentTypeOf,
  InvalidKeyError,
  isValidKey,
  type Storage,
  uploadsPath,
} from "./storage.ts";

const readOnly = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;

/**
 * Opening a key's file failed in a way that means there is no upload to serve: gone,
 * a directory or link in its place, or unreadable. A busy process (EMFILE) still throws.
 */
const missingCodes = new Set(["ENOENT", "ENOTDIR", "EISDIR", "ELOOP", "EACCES", "EPERM"]);

/** Files on local disk under `root` (DATA_DIR/uploads): the zero-configuration default. */
export function createLocalStorage(root: string): Storage {
  const base = path.resolve(root);
  // Belt and braces: keys are already one safe segment, and the resolved path
  // must still sit directly inside the uploads folder.
  const fileFor = (key: string) => {
    const file = path.resolve(base, key);
    if (!isValidKey(key) || path.dirname(file) !== base) throw new InvalidKeyError(key);
    return file;
  };

  return {
    driver: "local",
    async put(key, body, contentType) {
      checkPut(key, contentType);
      const file = fileFor(key);
      await mkdir(base, { recursive: true });
      // Write then rename: a crash mid-write never leaves a half file that would be
      // served (and cached as immutable) under the real key. Dot-names are never valid keys.
      const partial = path.join(base, `.partial-${randomUUID()}`);
      try {
        await writeFile(partial, body, { flag: "wx" });
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      let handle: FileHandle;
      try {
        // Never follow a link out of the folder, and never wait on a FIFO for a writer.
        handle = await open(fileFor(key), readOnly);
      } catch (error) {
        if (missingCodes.has((error as NodeJS.ErrnoException).code ?? "")) return null;
        throw error;
      }
      try {
        // One open handle for size and stream, so a delete in between cannot break the reply.
        const stats = await handle.stat();
        // A directory (or device, FIFO) under a key's name is no upload: reading it
        // would fail only after the headers went out.
        if (!stats.isFile()) {
          await handle.close();
          return null;
        }
        return {
          body: handle.createReadStream(),
          contentType: contentTypeOf(key),
          size: stats.size,
        };
      } catch (error) {
        await handle.close().catch(() => {});
        throw error;
      }
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
    async check() {
      await mkdir(base, { recursive: true });
      await access(base, constants.W_OK);
    },
    async list() {
      const names = await readdir(base).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [];
        throw error;
      });
      // Leftover partial writes are not files anyone uploaded.
      return names.filter(isValidKey).sort();
    },
    async sweepCandidates(cutoff) {
      const names = await readdir(base).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [];
        throw error;
      });
      const old: string[] = [];
      for (const name of names) {
        const partial = name.startsWith(".partial-");
        if (!partial && !isValidKey(name)) continue;
        const modified = await stat(path.join(base, name)).then(
          (stats) => stats.mtime,
          () => null, // gone since the listing
        );
        if (!modified || modified >= cutoff) continue;
        if (partial) await rm(path.join(base, name), { force: true });
        else old.push(name);
      }
      return old.sort();
    },
    publicUrl: uploadsPath,
  };
}
