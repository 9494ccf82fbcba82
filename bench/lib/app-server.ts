import { freePort } from "../../server/platform/http/free-port.ts";
import { appNodeFlags, type Service, startNode } from "./processes.ts";

/** Production, as users run it (no dev routes), on `port`, with no mail or single sign-on. */
export const productionEnv = (port: number) => ({
  PORT: String(port),
  HOST: "127.0.0.1",
  BASE_URL: `http://127.0.0.1:${port}`,
  NODE_ENV: "production",
  SMTP_URL: "",
  OIDC_ISSUER: "",
  OIDC_CLIENT_ID: "",
  OIDC_CLIENT_SECRET: "",
});

/**
 * The real server (server/main.ts) in production mode on a free port, with no
 * demo content; `env` adds the database and DATA_DIR.
 */
export async function startApp(env: Record<string, string>): Promise<Service> {
  const port = await freePort();
  return startNode([...appNodeFlags(), "--import", "tsx", "server/main.ts"], {
    port,
    readyPath: "/api/health",
    timeoutMs: 120_000,
    env: { ...productionEnv(port), SEED_DEMO: "false", ...env },
  });
}

/** Resident memory of a process in bytes (Linux). */
export async function residentBytes(pid: number): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? Number.NaN);
  return kb * 1024;
}
