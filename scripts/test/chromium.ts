// The browser journeys need Chromium, and Playwright never downloads one.
import { existsSync } from "node:fs";
import { log, onPath, runOrThrow } from "./run-steps.ts";

const isRoot = process.getuid?.() === 0;

let aptUpdated = false;
function aptInstall(pkg: string) {
  if (!aptUpdated) runOrThrow("apt-get", ["update"]);
  aptUpdated = true;
  runOrThrow("apt-get", ["install", "-y", pkg]);
}

export function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (existsSync(chromium)) return;
  if (!isRoot || !onPath("apt-get")) {
    log(
      `Chromium is missing at ${chromium} and cannot be installed here (needs root and apt); browser tests will fail.`,
    );
    return;
  }
  log(
    `Chromium is missing at ${chromium}; the browser tests need it and Playwright never downloads one. Installing Debian's chromium with apt-get.`,
  );
  aptInstall("chromium");
}
