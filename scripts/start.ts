// `npm start`: build the web app when its build is missing or older than its
// sources, then run the server (which migrates the database before listening).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const builtIndex = path.join(root, "dist/web/index.html");
// The server's renderer of the feed and a listing (decision 040), built with the web app.
const builtRenderer = path.join(root, "dist/ssr/render-page.js");

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ["web", "contracts", "scripts/build"].map((dir) =>
  newestChange(path.join(root, dir)),
);
const stale =
  !existsSync(builtIndex) ||
  !existsSync(builtRenderer) ||
  Math.max(...sources) > statSync(builtIndex).mtimeMs;
if (stale) {
  console.log("Building the web app…");
  const build = spawnSync("npm", ["run", "--silent", "build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import("../server/main.ts");
