// Coastal as an operator runs it on more than one instance: N app processes on
// one PostgreSQL behind nginx (Debian's package), nginx configured from
// deploy/nginx.conf itself, only its upstream ports and TLS lines changed, so a
// bench measures the proxy setup operators are told to use. Any bench (the
// simulated city too) can point its load at `url`.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../server/platform/http/free-port.ts";
import { productionEnv } from "./app-server.ts";
import { appNodeFlags, type Service, startNode } from "./processes.ts";

export interface Instances {
  /** nginx's address: the one base URL users (and the load) reach. */
  url: string;
  /** Each app process, straight (its own url, pid). */
  apps: Service[];
  /** Seconds of CPU (user + system) each app process has used so far, in `apps` order. */
  cpuSeconds(): Promise<number[]>;
  /** Established connections to each app now, in `apps` order (streams, and nginx's own). */
  connections(): Promise<number[]>;
  /** Stops nginx, then every app, and removes their folders. */
  stop(): Promise<void>;
}

export interface InstancesOptions {
  /** The one PostgreSQL they share (a database of its own; the first instance migrates it). */
  databaseUrl: string;
  /** How many app processes behind nginx (default 2). */
  count?: number;
  /** More environment for every app (AUTH_SECRET, SEED_DEMO, ...). */
  env?: Record<string, string>;
  /** nginx's port, then one per app; free ports when absent. */
  ports?: number[];
  /** Node flags before `--import tsx` (default: npm start's). */
  nodeFlags?: string[];
}

/** Where Debian's package puts nginx; `apt-get install -y nginx` (or nginx-light). */
export function nginxBinary(): string | null {
  for (const candidate of ["/usr/sbin/nginx", "/usr/bin/nginx"]) {
    try {
      execFileSync(candidate, ["-v"], { stdio: "ignore" });
      return candidate;
    } catch {
      // Not here.
    }
  }
  return null;
}

/** The `server { listen 443 ... }` block's body of deploy/nginx.conf, without its TLS and name lines. */
function deployedLocations(conf: string): string {
  const start = conf.search(/server\s*\{[^}]*listen\s+443/);
  if (start < 0) throw new Error("deploy/nginx.conf has no server block on port 443");
  const open = conf.indexOf("{", start);
  let depth = 0;
  let end = open;
  for (; end < conf.length; end++) {
    if (conf[end] === "{") depth++;
    else if (conf[end] === "}" && --depth === 0) break;
  }
  return conf
    .slice(open + 1, end)
    .split("\n")
    .filter((line) => !/^\s*(listen|http2|server_name|ssl_[a-z_]+)\b/.test(line))
    .join("\n");
}

/** The deployed config with `apps` as its upstream, listening on 127.0.0.1:`port`, everything in `dir`. */
export function nginxConfig(options: { port: number; apps: number[]; dir: string }): string {
  const deployed = readFileSync("deploy/nginx.conf", "utf8");
  const upstreamOptions = (deployed.match(/upstream\s+coastal\s*\{([^}]*)\}/)?.[1] ?? "")
    .split("\n")
    .filter((line) => /^\s*[a-z]/.test(line) && !/^\s*server\s/.test(line));
  const { dir } = options;
  const asRoot = process.getuid?.() === 0;
  return `# Generated from deploy/nginx.conf for a bench; removed when it ends.
${asRoot ? "user root;\n" : ""}worker_processes 1;
worker_rlimit_nofile 20000;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 16000; }
http {
    access_log off;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    upstream coastal {
${options.apps.map((port) => `        server 127.0.0.1:${port};`).join("\n")}
${upstreamOptions.join("\n")}
    }
    server {
        listen 127.0.0.1:${options.port};
${deployedLocations(deployed)}
    }
}
`;
}

async function startNginx(
  binary: string,
  conf: string,
  dir: string,
  url: string,
): Promise<ChildProcess> {
  const file = path.join(dir, "nginx.conf");
  writeFileSync(file, conf);
  const child = spawn(binary, ["-c", file, "-p", dir, "-e", path.join(dir, "error.log")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${stderr}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`nginx did not answer /api/health in time:\n${stderr}`);
}

/** `count` ports nobody listens on, all different (BENCH_PORT_BASE, when set, picks them in order). */
async function distinctFreePorts(count: number): Promise<number[]> {
  const base = Number(process.env.BENCH_PORT_BASE);
  if (base) return Array.from({ length: count }, (_, i) => base + i);
  const ports: number[] = [];
  while (ports.length < count) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  return ports;
}

/** Established TCP connections to each app's port (IPv4 loopback, Linux). */
async function connectionsTo(apps: Service[]): Promise<number[]> {
  const table = (await readFile("/proc/net/tcp", "utf8")).split("\n").slice(1);
  const rows = table.map((line) => line.trim().split(/\s+/));
  return apps.map((app) => {
    const port = Number(new URL(app.url).port).toString(16).toUpperCase().padStart(4, "0");
    // Local address <ip>:<port>, state 01 (established).
    return rows.filter((row) => row[1]?.endsWith(`:${port}`) && row[3] === "01").length;
  });
}

/** CPU seconds (user + system) a process has used, from /proc (Linux, 100 ticks a second). */
export async function cpuSecondsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name, which may hold spaces: utime is the 14th field, stime the 15th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Starts `count` Coastal instances (production mode, no demo content) on one
 * database, then nginx in front of them with the deployed config, and returns
 * nginx's base URL. The apps trust nginx's X-Forwarded-For (TRUST_PROXY) and
 * take its address as BASE_URL, as in a real deployment.
 */
export async function startInstances(options: InstancesOptions): Promise<Instances> {
  const binary = nginxBinary();
  if (!binary) throw new Error("nginx is not installed: apt-get install -y nginx");
  const count = options.count ?? 2;
  const ports = options.ports ?? (await distinctFreePorts(count + 1));
  const [nginxPort = 0, ...appPorts] = ports;
  const url = `http://127.0.0.1:${nginxPort}`;
  const root = mkdtempSync(path.join(tmpdir(), "coastal-bench-instances-"));
  const apps: Service[] = [];
  let nginx: ChildProcess | undefined;
  const stop = async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx?.once("exit", resolve));
      nginx.kill("SIGQUIT");
      await exited;
    }
    await Promise.all(apps.map((app) => app.stop()));
    rmSync(root, { recursive: true, force: true });
  };
  try {
    for (const [i, port] of appPorts.slice(0, count).entries()) {
      const dataDir = path.join(root, `app-${i + 1}`);
      mkdirSync(dataDir);
      // One after the other: the first migrates the fresh database.
      apps.push(
        await startNode(
          [...(options.nodeFlags ?? appNodeFlags()), "--import", "tsx", "server/main.ts"],
          {
            port,
            readyPath: "/api/health",
            timeoutMs: 120_000,
            env: {
              ...productionEnv(port),
              BASE_URL: url,
              TRUST_PROXY: "127.0.0.1",
              SEED_DEMO: "false",
              DATABASE_URL: options.databaseUrl,
              DATA_DIR: dataDir,
              ...options.env,
            },
          },
        ),
      );
    }
    const nginxDir = path.join(root, "nginx");
    mkdirSync(nginxDir);
    nginx = await startNginx(
      binary,
      nginxConfig({ port: nginxPort, apps: appPorts.slice(0, count), dir: nginxDir }),
      nginxDir,
      url,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    apps,
    cpuSeconds: () => Promise.all(apps.map((app) => cpuSecondsOf(app.pid ?? 0))),
    connections: () => connectionsTo(apps),
    stop,
  };
}
