// The decisions index stays whole: a record without a Status line, or one the README does
// not list (with that status), fails `npm test`.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { decisionProblems } from "./decisions-index.ts";

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function folder(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), "coastal-decisions-"));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

const record = (title: string, status: string) =>
  `# ${title}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Status\n\n${status}\n`;

describe("the decisions index", () => {
  it("takes records that end with their status and are listed with it", () => {
    const dir = folder({
      "README.md": [
        "- [001](001-one.md): One. **Superseded by 002 (accepted 2026-11-22)**",
        "- [002](002-two.md): Two. **Accepted (2026-11-23)**",
      ].join("\n"),
      "001-one.md": record("001: One", "Superseded by 002 (accepted 2026-11-22)"),
      "002-two.md": record("002: Two", "Accepted (2026-11-23)"),
    });
    expect(decisionProblems(dir)).toEqual([]);
  });

  it("refuses a record without a Status line", () => {
    const dir = folder({
      "README.md": "- [001](001-one.md): One. **Accepted (2026-11-22)**",
      "001-one.md": "# 001: One\n\n## Decision\n\nWhat.\n",
    });
    expect(decisionProblems(dir)).toEqual([
      `001-one.md does not end with a Status line (found: "")`,
    ]);
  });

  it("refuses a record the README does not list", () => {
    const dir = folder({
      "README.md": "- [001](001-one.md): One. **Accepted (2026-11-22)**",
      "001-one.md": record("001: One", "Accepted (2026-11-22)"),
      "002-two.md": record("002: Two", "Amended by 001 (accepted 2026-11-23)"),
    });
    expect(decisionProblems(dir)).toEqual(["002-two.md is missing from README.md"]);
  });

  it("holds for docs/decisions", () => {
    expect(decisionProblems(path.resolve(import.meta.dirname, "../../docs/decisions"))).toEqual([]);
  });
});
