// After a crash or `kill -9` of the process that started it, a cluster's server
// may still be running on its own (nothing else stops it) or its postmaster.pid
// may name a process number that now belongs to another program, which makes
// PostgreSQL refuse to start. Callers hold the cluster (decision 017), so any
// server still running on it is such an orphan.
import { spawnSync } from "node:child_process";
import { readFileSync, readlinkSync, realpathSync, rmSync } from "node:fs";
import path from "node:path";
import { EmbeddedPostgresError } from "./postgres-server-user.ts";

export async function stopOrphanedPostmaster(dir: string) {
  const pidFile = path.join(dir, "postmaster.pid");
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  } catch {
    return;
  }
  const identity = Number.isInteger(pid) && pid > 0 ? postmasterIdentity(pid, dir) : "gone";
  if (identity === "gone" || identity === "other") {
    rmSync(pidFile, { force: true });
    return;
  }
  if (identity === "unknown") {
    throw new EmbeddedPostgresError(
      `${pidFile} names process ${pid}, which is running, and it cannot be told whether it is PostgreSQL. If it is not, delete that file; if it is, stop it (kill -INT ${pid}).`,
    );
  }
  console.warn(
    `Stopping the PostgreSQL server (pid ${pid}) on ${dir} left running by a Coastal process that ended without stopping it.`,
  );
  for (const [name, waitMs] of [
    ["SIGINT", 30_000],
    ["SIGQUIT", 10_000],
  ] as const) {
    process.kill(pid, name);
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      if (!isAlive(pid)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new EmbeddedPostgresError(`The PostgreSQL server (pid ${pid}) on ${dir} does not stop.`);
}

export function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Is `pid` the server of cluster `dir` ("ours"), gone, some other program, or can't tell? */
function postmasterIdentity(pid: number, dir: string): "ours" | "gone" | "other" | "unknown" {
  if (!isAlive(pid)) return "gone";
  if (process.platform === "linux") {
    let name: string;
    try {
      name = readFileSync(`/proc/${pid}/comm`, "utf8").trim();
    } catch {
      return "unknown";
    }
    if (name !== "postgres") return "other";
    try {
      // The server works inside its cluster folder.
      return readlinkSync(`/proc/${pid}/cwd`) === realpathSync(dir) ? "ours" : "other";
    } catch {
      return "ours";
    }
  }
  const ps = spawnSync("ps", ["-o", "comm=", "-p", String(pid)], { encoding: "utf8" });
  if (ps.status !== 0 && !ps.stdout) return ps.error ? "unknown" : "gone";
  return path.basename(ps.stdout.trim()) === "postgres" ? "ours" : "other";
}
