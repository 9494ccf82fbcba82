// The message catalogs (decision 063): English is extracted from the code by the
// FormatJS CLI; Spanish is kept in contracts/i18n/es/<area>.json, one file per
// feature so that features are translated side by side.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "@formatjs/icu-messageformat-parser";

const root = path.resolve(import.meta.dirname, "../..");
export const spanishDir = path.join(root, "contracts/i18n/es");
const sources = ["web/**/*.{ts,tsx}", "server/**/*.ts", "contracts/**/*.ts", "scripts/**/*.ts"];
const ignored = ["**/*.test.ts", "**/*.test.tsx", "**/node_modules/**", "**/dist/**"];

/** The FormatJS CLI's arguments that extract every message into `out` (also the pseudo-locale's source). */
export const extractionArguments = (out: string) => [
  "extract",
  ...sources,
  ...ignored.flatMap((glob) => ["--ignore", glob]),
  "--out-file",
  out,
];

/** Every message the code defines, by id, in English. */
export function extractEnglish(): Record<string, string> {
  const dir = mkdtempSync(path.join(tmpdir(), "coastal-i18n-"));
  try {
    const out = path.join(dir, "en.json");
    execFileSync(path.join(root, "node_modules/.bin/formatjs"), extractionArguments(out), {
      cwd: root,
      stdio: ["ignore", "ignore", "pipe"],
    });
    const extracted = JSON.parse(readFileSync(out, "utf8")) as Record<
      string,
      { defaultMessage: string }
    >;
    return Object.fromEntries(Object.entries(extracted).map(([id, m]) => [id, m.defaultMessage]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The Spanish catalog, all areas merged; an id in two files is an error. */
export function readSpanish(dir = spanishDir): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()) {
    const part = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Record<string, string>;
    for (const [id, text] of Object.entries(part)) {
      if (id in merged) throw new Error(`${id} is translated twice (second time in es/${file})`);
      merged[id] = text;
    }
  }
  return merged;
}

/** The names and kinds of a message's arguments ("count:plural", "name:argument"). */
export function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (nodes: ReturnType<typeof parse>) => {
    for (const node of nodes) {
      if ("value" in node && typeof node.value === "string" && node.type !== 0) {
        found.add(`${node.value}:${node.type}`);
      }
      if ("options" in node) {
        for (const option of Object.values(node.options)) walk(option.value);
      }
      if ("children" in node) walk(node.children);
    }
  };
  walk(parse(message));
  return [...found].sort();
}

/** What stands between the code and a complete Spanish catalog. */
export function catalogProblems(
  english: Record<string, string>,
  spanish: Record<string, string>,
): string[] {
  const problems: string[] = [];
  for (const [id, text] of Object.entries(english)) {
    const translated = spanish[id];
    if (translated === undefined) {
      problems.push(`missing Spanish for ${id}: ${JSON.stringify(text)}`);
      continue;
    }
    let theirs: string[];
    try {
      theirs = argumentsOf(translated);
    } catch (error) {
      problems.push(`Spanish for ${id} is not a valid ICU message: ${(error as Error).message}`);
      continue;
    }
    const ours = argumentsOf(text);
    if (ours.join() !== theirs.join()) {
      problems.push(`Spanish for ${id} has arguments ${theirs} where English has ${ours}`);
    }
  }
  for (const id of Object.keys(spanish)) {
    if (!(id in english)) problems.push(`Spanish for ${id}, which the code no longer has`);
  }
  return problems;
}
