// DATA_DIR/db.lock says which process runs the embedded server and where it
// listens. Created whole and exclusively (a hard link of a finished file), so of two
// processes starting at once exactly one gets it and nobody reads it half-written;
// a lock whose process has ended (crash, kill -9) is stale and replaced.
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { safeJson } from "../platform/http/safe-json.ts";
import { isAlive } from "./stale-postmaster.ts";

export interface LockHolder {
  pid: number;
  /** Linux start time of that process, so a reused process number is not mistaken for it. */
  started?: string;
  /** Set once the server accepts connections. */
  url?: string;
}

export type LockResult = { ours: true } | { ours: false; holder: LockHolder };

// Locks this process holds: a lock naming our own pid that is not among them was
// left by an earlier process that had the same number (PIDs repeat across restarts).
const held = new Set<string>();

const me = (): LockHolder => ({ pid: process.pid, started: startTimeOf(process.pid) });

export function takeLock(file: string): LockResult {
  for (let attempt = 0; attempt < 10; attempt++) {
    const draft = `${file}.${process.pid}`;
    writeFileSync(draft, JSON.stringify(me()), { mode: 0o600 });
    try {
      linkSync(draft, file);
      held.add(file);
      return { ours: true };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      rmSync(draft, { force: true });
    }
    const text = readText(file);
    const holder = parse(text);
    const live = holder?.pid === process.pid ? held.has(file) : holder && isRunning(holder);
    if (holder && live) return { ours: false, holder };
    // Stale: its process has ended.
    if (text !== undefined && readText(file) === text) rmSync(file, { force: true });
  }
  throw new Error(`Could not take ${file}`);
}

/** Publishes where the server listens, for processes that share it. */
export function publishUrl(file: string, url: string) {
  const next = `${file}.${process.pid}`;
  writeFileSync(next, JSON.stringify({ ...me(), url }), { mode: 0o600 });
  renameSync(next, file);
}

export function releaseLock(file: string) {
  if (!held.delete(file)) return;
  if (parse(readText(file))?.pid === process.pid) rmSync(file, { force: true });
}

function readText(file: string) {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

function parse(text: string | undefined): LockHolder | undefined {
  const value = safeJson(text ?? "") as LockHolder | undefined;
  return Number.isInteger(value?.pid) ? value : undefined;
}

function isRunning(holder: LockHolder) {
  if (!isAlive(holder.pid)) return false;
  const started = startTimeOf(holder.pid);
  return !holder.started || !started || started === holder.started;
}

function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 22 (starttime); the fields after the ")" that closes the name start at field 3.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}
