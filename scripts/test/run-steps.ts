// Running the steps' commands, and clean-up that also happens on failure and Ctrl-C.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";

export const log = (message: string) => console.log(`\n[npm test] ${message}`);

let current: ChildProcess | undefined;

/** Runs a command with inherited output; resolves with its exit code (signals count as failure). */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  return new Promise<number>((resolve) => {
    current = spawn(command, args, { stdio: "inherit", env });
    current.on("error", (error) => {
      console.error(error.message);
      resolve(127);
    });
    current.on("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  }).finally(() => {
    current = undefined;
  });
}

/** For set-up commands whose failure makes the rest pointless. */
export function runOrThrow(command: string, args: string[], options: { quiet?: boolean } = {}) {
  const result = spawnSync(command, args, {
    stdio: options.quiet ? "pipe" : "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    encoding: "utf8",
  });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(" ")} failed\n${result.stderr ?? ""}${result.stdout ?? ""}`,
    );
  }
}

export const onPath = (name: string) => spawnSync("sh", ["-c", `command -v ${name}`]).status === 0;

const cleanups: Array<() => void> = [];

/** Runs at the end of the run, after a crash, and on Ctrl-C, newest first. */
export const onCleanUp = (cleanup: () => void) => cleanups.push(cleanup);

export function cleanUp() {
  while (cleanups.length) {
    try {
      cleanups.pop()?.();
    } catch (error) {
      console.error(`[npm test] clean-up failed: ${(error as Error).message}`);
    }
  }
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    log(`${signal}: stopping the running step and cleaning up`);
    current?.kill(signal);
    cleanUp();
    process.exit(130);
  });
}
process.on("exit", cleanUp);
