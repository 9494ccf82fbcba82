// Where a request's CPU goes between processes: the app, PostgreSQL's backends and the
// bench's own process (the load tool, or the plain pool replaying statements), counted by
// the kernel. A sampling profile of the app cannot tell this: on a machine with fewer
// cores than busy processes, a thread preempted inside a system call (a socket write
// that wakes a PostgreSQL backend) is sampled as spending that wait in the call, so
// `writev` looked like a third of the app's time where the kernel counted a sixth.
import { readFileSync } from "node:fs";
import type pg from "pg";

/** Linux counts CPU time in clock ticks; USER_HZ is 100 on every platform Node runs Linux on. */
const tickSeconds = 0.01;

/** User plus system CPU seconds a process has used, or 0 once it is gone (Linux only). */
function cpuSeconds(pid: number): number {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) * tickSeconds;
  } catch {
    return 0;
  }
}

export const canCountCpu = (() => {
  try {
    readFileSync("/proc/self/stat");
    return true;
  } catch {
    return false;
  }
})();

/** Every process of the PostgreSQL server `pool` reaches, as it knows them now. */
async function postgresPids(pool: pg.Pool): Promise<number[]> {
  const { rows } = await pool.query<{ pid: number }>("select pid from pg_stat_activity");
  return rows.map((row) => row.pid);
}

export interface CpuShares {
  /** CPU microseconds per unit of work (a page, a statement), per process. */
  app: number;
  postgres: number;
  bench: number;
}

/**
 * Runs `work` (which returns how many units it did) and divides each process's CPU
 * over its units. PostgreSQL's processes are read before the work: connections opened
 * during it go uncounted, so the pools are warmed first.
 */
export async function cpuPerUnit(
  pool: pg.Pool,
  appPid: number | undefined,
  work: () => Promise<number>,
): Promise<{ units: number; cpu: CpuShares }> {
  const pids = await postgresPids(pool);
  const sum = () => pids.reduce((total, pid) => total + cpuSeconds(pid), 0);
  const before = { app: appPid ? cpuSeconds(appPid) : 0, postgres: sum() };
  const bench = process.cpuUsage();
  const units = await work();
  const own = process.cpuUsage(bench);
  const perUnit = (seconds: number) => (units ? (seconds * 1e6) / units : Number.NaN);
  return {
    units,
    cpu: {
      app: appPid ? perUnit(cpuSeconds(appPid) - before.app) : 0,
      postgres: perUnit(sum() - before.postgres),
      bench: perUnit((own.user + own.system) / 1e6),
    },
  };
}
