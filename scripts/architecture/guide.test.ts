import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// docs/adding-a-feature.md is what a newcomer copies: a path it names that no longer
// exists sends them to copy nothing, so every named file and folder must be there, and
// every test its rules table cites must exist.
const root = path.resolve(import.meta.dirname, "../..");
const guide = readFileSync(path.join(root, "docs/adding-a-feature.md"), "utf8");

/** Backticked repository paths: `server/x.ts`, `web/features/posts/`, … (not globs or placeholders). */
function namedPaths(text: string): string[] {
  const found = new Set<string>();
  for (const [, name] of text.matchAll(/`([^`\s]+)`/g)) {
    if (!name || name.includes("<") || name.includes("*") || name.includes(":")) continue;
    if (!/^(server|web|contracts|tests|scripts|docs|bench|deploy)\//.test(name)) continue;
    found.add(name.replace(/\/$/, ""));
  }
  return [...found].sort();
}

describe("the adding-a-feature guide", () => {
  it("finds the paths it names in a text", () => {
    expect(namedPaths("copy `server/a.ts` and `web/b/`, not `<feature>.ts` or `x.ts`")).toEqual([
      "server/a.ts",
      "web/b",
    ]);
  });

  it("names only files and folders that exist", () => {
    const named = namedPaths(guide);
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter((name) => !existsSync(path.join(root, name)))).toEqual([]);
  });
});
