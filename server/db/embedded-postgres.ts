// The embedded default (product decision 32, decision 017): without DATABASE_URL,
// Coastal runs a real PostgreSQL server on the cluster in DATA_DIR/db. The process
// that finds none running starts it and stops it when it ends. Another process on
// the same DATA_DIR either shares that server (the admin command) or refuses (a
// second app server), so two servers never split one DATA_DIR's data.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync } from "node:fs";
import path from "node:path";
import { freePort } from "../platform/http/free-port.ts";
import { publishUrl, releaseLock, takeLock } from "./data-dir-lock.ts";
import { EmbeddedPostgresError, initCluster, startPostgres } from "./postgres-process.ts";
import { reachableClusterDir, serverUser } from "./postgres-server-user.ts";

export { EmbeddedPostgresError };

export interface EmbeddedPostgres {
  url: string;
  /** True when this process started the server; `stop` then stops it. */
  startedHere: boolean;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Use a server another Coastal process runs on this DATA_DIR instead of refusing. */
  share: boolean;
  log?: (message: string) => void;
  /** Called when the server this process started ends without being asked to. */
  onUnexpectedExit?: (details: string) => void;
}

/** Marks a cluster Coastal made and keeps the password for TCP connections. */
const markerName = "coastal-cluster.json";

export async function openEmbeddedPostgres(
  dataDir: string,
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const clusterDir = path.join(dataDir, "db");
  const lockFile = path.join(dataDir, "db.lock");
  mkdirSync(dataDir, { recursive: true });
  const deadline = Date.now() + 120_000;
  for (;;) {
    const lock = takeLock(lockFile);
    if (lock.ours) break;
    if (!options.share) {
      throw new EmbeddedPostgresError(
        `Another Coastal process (pid ${lock.holder.pid}) already runs the embedded PostgreSQL on ${clusterDir}. One app server per DATA_DIR: stop that process first, give this one its own DATA_DIR, or run both on one PostgreSQL server with DATABASE_URL. (npm run admin works alongside it.)`,
      );
    }
    if (lock.holder.url) {
      return { url: lock.holder.url, startedHere: false, stop: async () => {} };
    }
    if (Date.now() > deadline) {
      throw new EmbeddedPostgresError(
        `Coastal process ${lock.holder.pid} has been starting the embedded PostgreSQL on ${clusterDir} for 2 minutes without finishing.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  try {
    return await startServerHere(dataDir, clusterDir, lockFile, options);
  } catch (error) {
    releaseLock(lockFile);
    throw error;
  }
}

async function startServerHere(
  dataDir: string,
  dataDirCluster: string,
  lockFile: string,
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  checkClusterFolder(dataDir, dataDirCluster);
  const user = serverUser(log);
  const clusterDir = reachableClusterDir(dataDirCluster, user, log);
  if (!existsSync(clusterDir)) {
    const initStarted = performance.now();
    const password = randomBytes(24).toString("hex");
    await initCluster(clusterDir, user, {
      password,
      files: { [markerName]: JSON.stringify({ madeBy: "coastal", password }) },
    });
    log(`Embedded PostgreSQL: created the cluster in ${clusterDir} in ${since(initStarted)}.`);
  }
  const listen = await listenAddress(clusterDir, readPassword(clusterDir));
  const started = performance.now();
  const server = await startPostgres(clusterDir, user, {
    ...listen.server,
    logFile: path.join(dataDir, "postgres.log"),
  });
  log(`Embedded PostgreSQL: started in ${since(started)}, listening on ${listen.where}.`);
  publishUrl(lockFile, listen.url);
  let stopping = false;
  void server.exited.then((code) => {
    if (stopping) return;
    releaseLock(lockFile);
    options.onUnexpectedExit?.(`exit code ${code}; its last words:\n${server.recentLog()}`);
  });
  return {
    url: listen.url,
    startedHere: true,
    async stop() {
      stopping = true;
      await server.stop();
      releaseLock(lockFile);
    },
  };
}

/**
 * PGlite (Coastal's embedded database before decision 017) keeps a cluster folder
 * too, but of a 32-bit build a real server cannot open, and no real server has
 * ever run on it (no postmaster.opts) nor has Coastal made it (no marker).
 */
export function isPgliteFolder(clusterDir: string) {
  const has = (name: string) => existsSync(path.join(clusterDir, name));
  return has("PG_VERSION") && !has("postmaster.opts") && !has(markerName);
}

function checkClusterFolder(dataDir: string, clusterDir: string) {
  if (!existsSync(clusterDir)) return;
  let entries: string[];
  try {
    entries = readdirSync(clusterDir);
  } catch {
    throw new EmbeddedPostgresError(
      `${clusterDir} belongs to another user (made while Coastal ran as root, or by another account). Run Coastal as the user that made it.`,
    );
  }
  if (entries.length === 0) return rmdirSync(clusterDir);
  if (isPgliteFolder(clusterDir)) {
    throw new EmbeddedPostgresError(
      [
        `${clusterDir} holds a PGlite database from an earlier Coastal. Coastal now runs a real PostgreSQL server there instead.`,
        `Move your data over once with this command (it keeps the PGlite folder as ${clusterDir}-pglite):`,
        "",
        `  DATA_DIR=${dataDir} npm run db:import-pglite`,
        "",
      ].join("\n"),
    );
  }
  if (!entries.includes("PG_VERSION")) {
    throw new EmbeddedPostgresError(
      `${clusterDir} is not a PostgreSQL cluster. Move it away, or set DATA_DIR to another folder.`,
    );
  }
}

function readPassword(clusterDir: string): string {
  try {
    const marker = JSON.parse(readFileSync(path.join(clusterDir, markerName), "utf8"));
    return String(marker.password ?? "");
  } catch {
    return "";
  }
}

/**
 * A Unix socket inside the cluster folder (only its owner may enter it, so no other
 * local user can connect) and no TCP at all; 127.0.0.1 on a free port with a password
 * where sockets don't fit (Windows, or a path past the ~100-byte socket path limit).
 */
async function listenAddress(clusterDir: string, password: string) {
  const socketPort = 5432;
  const socketPath = path.join(clusterDir, `.s.PGSQL.${socketPort}`);
  if (process.platform !== "win32" && Buffer.byteLength(socketPath) <= 100) {
    return {
      server: { socketDir: clusterDir, port: socketPort },
      where: `the Unix socket ${socketPath}`,
      url: `postgres://postgres@localhost:${socketPort}/postgres?host=${encodeURIComponent(clusterDir)}`,
    };
  }
  const port = await freePort();
  return {
    server: { host: "127.0.0.1", port },
    where: `127.0.0.1:${port}`,
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
  };
}

const since = (start: number) => `${((performance.now() - start) / 1000).toFixed(2)} s`;
