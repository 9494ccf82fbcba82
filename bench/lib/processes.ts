import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";

export interface Service {
  url: string;
  /** The process id, to read its memory (absent for services that are not one process). */
  pid?: number;
  stop(): Promise<void>;
}

/**
 * Starts `node <args>` as its own process (so it gets a CPU of its own, apart
 * from the load generator) and waits until `readyPath` answers 200.
 */
export async function startNode(
  args: string[],
  options: { port: number; readyPath: string; env?: Record<string, string>; timeoutMs?: number },
): Promise<Service> {
  const url = `http://127.0.0.1:${options.port}`;
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited early:\n${stderr}`);
    const ready = await fetch(`${url}${options.readyPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, pid: child.pid, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`${args.join(" ")} did not answer ${options.readyPath} in time:\n${stderr}`);
}

/**
 * The Node flags `npm start` gives the app (package.json's start script, decision 045),
 * so a bench runs the app as users do: `node <these> --import tsx server/main.ts`.
 */
export function appNodeFlags(): string[] {
  const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts as { start: string };
  const words = scripts.start.split(/\s+/);
  return words.slice(words.indexOf("node") + 1, words.indexOf("--import"));
}
