// `node server/main.ts` as `npm start` runs it, in a process of its own: for tests

// of what only a real process shows (several instances starting, kill -9).
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import type { Settings } from "../../server/platform/config/settings.ts";
import { freePort } from "../../server/platform/http/free-port.ts";

const mainFile = path.join(import.meta.dirname, "..", "..", "server", "main.ts");

export function startAppProcess(env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", mainFile], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  /** Resolves once it listens; rejects with its output if it exits first. */
  const listening = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Coastal is running")) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code, signal) =>
      reject(new Error(`exited with ${code ?? signal}:\n${output}`)),
    );
  });
  listening.catch(() => {}); // a caller that killed it on purpose does not wait for it
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    listening,
    output: () => output,
    /** SIGKILL: no shutdown code runs, as with a power cut or an OOM kill. */
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
    /** SIGTERM: the graceful shutdown. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

export type AppProcess = ReturnType<typeof startAppProcess>;

/**
 * `npm start`'s server on a test app's database and data folder, mailing through
 * `smtpUrl`; resolves once it listens, with its address.
 */
export async function startAppOnTestDatabase(
  settings: Pick<Settings, "DATA_DIR" | "DATABASE_URL" | "AUTH_SECRET" | "BASE_URL" | "MAIL_FROM">,
  smtpUrl: string,
) {
  const port = await freePort();
  const app = startAppProcess({
    NODE_ENV: "test",
    PORT: String(port),
    DATA_DIR: settings.DATA_DIR,
    DATABASE_URL: settings.DATABASE_URL ?? "",
    AUTH_SECRET: settings.AUTH_SECRET ?? "",
    BASE_URL: settings.BASE_URL,
    SMTP_URL: smtpUrl,
    MAIL_FROM: settings.MAIL_FROM,
    SEED_DEMO: "false",
  });
  await app.listening;
  return { ...app, url: `http://127.0.0.1:${port}` };
}
