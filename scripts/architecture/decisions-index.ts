// The rulebook's own rules (docs/decisions/README.md): every record ends with a Status line
// in one of three forms, and the README lists every record with that same line, so a reader
// of the index knows what is still in force without opening each record.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const date = String.raw`\d{4}-\d{2}-\d{2}`;
const numbers = String.raw`\d{3}(?:(?:, | and )\d{3})*`;
const statusLine = new RegExp(
  `^(?:Accepted \\(${date}\\)|Superseded by \\d{3} \\(accepted ${date}\\)|Amended by ${numbers} \\(accepted ${date}\\))$`,
);
const template = "000-template.md";

/** One line per problem found in the records of `folder` and its README.md. */
export function decisionProblems(folder: string): string[] {
  const records = readdirSync(folder)
    .filter((name) => /^\d{3}-.*\.md$/.test(name))
    .sort();
  const numbersKnown = new Set(records.map((name) => name.slice(0, 3)));
  const index = readFileSync(path.join(folder, "README.md"), "utf8").split("\n");
  return records.flatMap((name) => {
    const problems: string[] = [];
    const listed = index.find((line) => line.includes(`](${name})`));
    if (!listed) problems.push(`${name} is missing from README.md`);
    if (name === template) return problems;

    const text = readFileSync(path.join(folder, name), "utf8");
    const [, status] = text.split(/^## Status$/m);
    const lines = (status ?? "").split("\n").filter((line) => line.trim() !== "");
    const line = lines[0] ?? "";
    if (lines.length !== 1 || !statusLine.test(line)) {
      problems.push(`${name} does not end with a Status line (found: "${lines.join(" / ")}")`);
      return problems;
    }
    for (const other of line.match(/\d{3}(?=[ ,)]|$)/g) ?? []) {
      if (!numbersKnown.has(other)) problems.push(`${name} names ${other}, which is no record`);
    }
    if (listed && !listed.includes(line)) {
      problems.push(`README.md lists ${name} without its status "${line}"`);
    }
    return problems;
  });
}
