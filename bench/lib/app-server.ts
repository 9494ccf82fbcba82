import { freePort } from "../../server/lib/free-port.ts";
import { type Service, startNode } from "./processes.ts";

/**
 * The real server (server/main.ts) in production mode on a free port, with no
 * mail, single sign-on or demo content; `env` adds the database and DATA_DIR.
 */
export async function startApp(env: Record<string, string>): Promise<Service> {
  const port = await freePort();
  return startNode(["--import", "tsx", "server/main.ts"], {
    port,
    readyPath: "/api/health",
    timeoutMs: 120_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: "production",
      SMTP_URL: "",
      OIDC_ISSUER: "",
      OIDC_CLIENT_ID: "",
      OIDC_CLIENT_SECRET: "",
      SEED_DEMO: "false",
      ...env,
    },
  });
}
