// Starts the real app (server/main.ts) for the browser journeys on a fresh
// embedded database: a new temp DATA_DIR per run, deleted when the app exits.
// Run: node --import tsx tests/support/e2e-app.ts (settings come from the environment)
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dataDir = mkdtempSync(path.join(tmpdir(), "coastal-e2e-"));
// As root the embedded PostgreSQL runs as the user postgres, which must enter the folder.
chmodSync(dataDir, 0o755);
process.env.DATA_DIR = dataDir;
// Journeys start from an empty city unless one asks for the demo content.
process.env.SEED_DEMO ??= "false";
// main.ts exits through process.exit() after a graceful shutdown; the folder goes then.
process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));

await import("../../server/main.ts");
