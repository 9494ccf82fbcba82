import { readFileSync } from "node:fs";
import path from "node:path";

/** The version in package.json: backups record it, the API reference shows it. */
export const appVersion: string = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../../package.json"), "utf8"),
).version;
