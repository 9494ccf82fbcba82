// Every installed package must run on the oldest Node we support (package.json
// "engines"), so `npm install` on Node 20.19 prints no EBADENGINE warning. npm only
// warns; this test is what stops a dependency bump that quietly needs Node 22.
import { readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

type LockEntry = { engines?: { node?: string } | string[]; optional?: boolean };

const read = (file: string) =>
  JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), "utf8"));
const lock = read("package-lock.json") as { packages: Record<string, LockEntry> };
const oldestNode = semver.minVersion(read("package.json").engines.node)?.version ?? "";

describe("dependencies", () => {
  it("declares Node 20.19 as the oldest supported version", () => {
    expect(oldestNode).toBe("20.19.0");
  });

  it("all run on that Node version", () => {
    const refusing = Object.entries(lock.packages)
      .filter(([name]) => name !== "")
      .flatMap(([name, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return range && !semver.satisfies(oldestNode, range, { includePrerelease: true })
          ? [`${name.replace(/^.*node_modules\//, "")} needs node ${range}`]
          : [];
      });
    expect(refusing).toEqual([]);
  });
});
