// The pseudo-locale en-XA (issue 30): every message the code defines, accented, stretched
// and wrapped in "[!! … !!]", so a page walked in it shows at a glance (and to the
// pseudo-locale journey) any text that does not come from a message. It is generated from
// the extracted English whenever it is asked for, never kept as data.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { type MessageFormatElement, TYPE } from "@formatjs/icu-messageformat-parser";
import { printAST } from "@formatjs/icu-messageformat-parser/printer.js";
import { extractionArguments } from "./catalogs.ts";

export const pseudoLanguage = "en-XA";
export const pseudoOpen = "[!! ";
export const pseudoClose = " !!]";

const root = path.resolve(import.meta.dirname, "../..");
const formatjs = path.join(root, "node_modules/.bin/formatjs");
const run = promisify(execFile);

// FormatJS wraps each message in a bare "[" and "]"; a wider mark cannot be mistaken for
// a bracket in real text, so a journey can tell a wrapped message from a hard-coded one.
function widenMarks(ast: MessageFormatElement[]): MessageFormatElement[] {
  const first = ast[0];
  const last = ast[ast.length - 1];
  const copy = [...ast];
  if (first?.type === TYPE.literal && first.value.startsWith("[")) {
    copy[0] = { ...first, value: pseudoOpen + first.value.slice(1) };
  }
  if (last?.type === TYPE.literal && last.value.endsWith("]")) {
    const index = copy.length - 1;
    const current = copy[index] as typeof last;
    copy[index] = { ...current, value: current.value.slice(0, -1) + pseudoClose };
  }
  return copy;
}

/** Every message in en-XA, by id, as ICU text: extracted, then compiled by the FormatJS CLI. */
export async function pseudoCatalog(): Promise<Record<string, string>> {
  const dir = await mkdtemp(path.join(tmpdir(), "coastal-pseudo-"));
  try {
    const english = path.join(dir, "en.json");
    const pseudo = path.join(dir, "en-XA.json");
    await run(formatjs, extractionArguments(english), { cwd: root });
    await run(
      formatjs,
      ["compile", english, "--ast", "--pseudo-locale", pseudoLanguage, "--out-file", pseudo],
      { cwd: root },
    );
    const compiled = JSON.parse(await readFile(pseudo, "utf8")) as Record<
      string,
      MessageFormatElement[]
    >;
    return Object.fromEntries(
      Object.entries(compiled).map(([id, ast]) => [id, printAST(widenMarks(ast))]),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
