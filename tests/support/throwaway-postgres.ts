import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const isRoot = process.getuid?.() === 0;

/** The newest installed PostgreSQL server's bin folder (Debian's layout), if any. */
export function findPostgresBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const bin = `${root}/${version}/bin`;
    if (existsSync(`${bin}/initdb`) && existsSync(`${bin}/pg_ctl`)) return bin;
  }
  const which = spawnSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" });
  return which.status === 0 ? path.dirname(which.stdout.trim()) : undefined;
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(),
      );
    });
    server.on("error", reject);
  });
}

/**
 * A private PostgreSQL cluster in a temp folder that a test can stop and start
 * again on the same port (to play a database restart), then destroy. initdb
 * refuses to run as root, so as root the cluster belongs to the postgres user.
 */
export async function startThrowawayPostgres() {
  const bin = findPostgresBin();
  if (!bin) throw new Error("PostgreSQL server binaries (initdb, pg_ctl) not found");
  const asOwner = (command: string, args: string[]): [string, string[]] =>
    isRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  const run = (command: string, args: string[]) => {
    const result = spawnSync(...asOwner(command, args), { encoding: "utf8" });
    if (result.status !== 0) {
      throw new Error(`${path.basename(command)} failed:\n${result.stderr}${result.stdout}`);
    }
  };

  const dir = mkdtempSync(path.join(tmpdir(), "coastal-pg-"));
  if (isRoot) {
    const id = (flag: string) =>
      Number(spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout);
    chownSync(dir, id("-u"), id("-g"));
  }
  const data = path.join(dir, "data");
  const port = await freePort();
  run(`${bin}/initdb`, [
    ...["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8"],
    ...["--no-locale", "--no-sync"],
  ]);
  // Durability is pointless for a cluster deleted within the test; speed is not.
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = () =>
    run(`${bin}/pg_ctl`, [
      ...["-D", data, "-o", options, "-l", path.join(dir, "server.log")],
      ...["-w", "start"],
    ]);
  // "fast" is what a restart or a failover does to clients: their sessions are terminated.
  const stop = () => run(`${bin}/pg_ctl`, ["-D", data, "-m", "fast", "-w", "stop"]);
  start();

  let destroyed = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop,
    start,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      spawnSync(...asOwner(`${bin}/pg_ctl`, ["-D", data, "-m", "immediate", "-w", "stop"]), {
        stdio: "ignore",
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type ThrowawayPostgres = Awaited<ReturnType<typeof startThrowawayPostgres>>;
