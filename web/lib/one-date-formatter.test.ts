import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Issue 28: the notifications page wrote "11/26/2026, 2:40:49 PM" while the rest said
// "Nov 26, 2026" or "2 minutes ago". Every date the web shows comes from format-date.ts;
// this keeps other ways of writing one out of web/.

const webRoot = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// Event times are the city's clock (product decision 8), which needs Intl's time zones.
const cityClock = path.join("features", "events", "event-time.ts");
// The i18n layer's own formatter: intl.formatDate, which format-date.ts writes with.
const intlLayer = path.join("lib", "i18n", "format-message.ts");

const otherDateWriters = [
  /from "date-fns"/,
  /toLocale(Date|Time)String\(/,
  /Date\([^)]*\)\.toLocaleString\(/,
  /new Intl\.DateTimeFormat\(/,
];

describe("One way to write a date", () => {
  it("every page writes dates with web/lib/format-date.ts", () => {
    const offenders = sourceFiles(webRoot)
      .filter((file) => !file.endsWith(path.join("lib", "format-date.ts")))
      .filter((file) => !file.endsWith(cityClock))
      .filter((file) => !file.endsWith(intlLayer))
      .flatMap((file) => {
        const text = readFileSync(file, "utf8");
        return otherDateWriters
          .filter((pattern) => pattern.test(text))
          .map((pattern) => `${path.relative(webRoot, file)}: ${pattern}`);
      });
    expect(offenders).toEqual([]);
  });
});
