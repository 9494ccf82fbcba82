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

// The guide's "A new directory" steps: a directory is a row of each table and a config on
// each side, nothing more, so every row must meet its other parts and the steps must name
// every list a directory joins.
describe("the new-directory steps", () => {
  const steps = guide.slice(guide.indexOf("## A new directory"), guide.indexOf("## Any other"));

  it("name every list a directory joins", () => {
    for (const list of [
      "contracts/directory-kinds.ts",
      "contracts/city-sections.ts",
      "server/db/schema.ts",
      "server/features/directories/registry.ts",
      "web/features/directories/registry.tsx",
      "web/features/directories/admin/admin-tab-panels.tsx",
      "server/features/moderation/content-removal.test.ts",
      "npm run db:search-columns",
    ]) {
      expect(steps, list).toContain(`\`${list}\``);
    }
  });

  it("hold for every directory: a kind row meets its section, its server config and its admin tab", async () => {
    const { directoryKindRows } = await import("../../contracts/directory-kinds.ts");
    const { citySections } = await import("../../contracts/city-sections.ts");
    const { directories } = await import("../../server/features/directories/registry.ts");
    const { directoryAdminLoaders } = await import(
      "../../web/features/directories/admin/admin-tab-panels.tsx"
    );
    for (const row of directoryKindRows) {
      expect(citySections.map((section) => section.slug as string)).toContain(row.section);
      const server = directories.find((d) => d.kind === row.kind);
      expect(server?.section, row.kind).toBe(row.section);
      if ("adminTab" in row) {
        expect(Object.keys(directoryAdminLoaders)).toContain(row.adminTab);
        const web = await directoryAdminLoaders[row.adminTab]();
        expect(web.section, row.kind).toBe(row.section);
      }
    }
  });
});
