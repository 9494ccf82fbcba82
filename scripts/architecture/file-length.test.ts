import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// "Files stay under ~300 lines" (issue 29): a file that grows past it has usually grown a
// second concept, which wants a file (and a name) of its own. This turns the rule into a
// check over the tracked production sources, so a file is split when it crosses the line
// rather than when someone happens to notice.
const root = path.resolve(import.meta.dirname, "../..");
const maxLines = 300;
const folders = ["server", "web", "contracts", "scripts"];
const code = /\.(ts|tsx|js|mjs|cjs|css)$/;
// Tests may be as long as their cases need; migrations are written by drizzle-kit.
const notProduction = /(\.test\.|\.d\.ts$|\/migrations\/)/;
// A generated file says so in its first lines (`@generated`); its length is its generator's.
const generated = /@generated/;

/** The tracked production source files (git's view, so helpers' scratch files stay out). */
function productionFiles(): string[] {
  const tracked = execFileSync("git", ["ls-files", "-z", "--", ...folders], {
    cwd: root,
    encoding: "utf8",
  });
  return (
    tracked
      .split("\0")
      .filter((file) => code.test(file) && !notProduction.test(file))
      // Deleted in the working tree but not yet committed: nothing there to be long.
      .filter((file) => existsSync(path.join(root, file)))
      .filter((file) => !generated.test(source(file).slice(0, 300)))
  );
}

const source = (file: string) => readFileSync(path.join(root, file), "utf8");

/** Lines as an editor numbers them: `wc -l`'s count, plus a last line with no newline. */
const lineCount = (text: string) =>
  text === "" ? 0 : text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

describe("production files stay short", () => {
  it("counts lines as an editor numbers them", () => {
    expect([lineCount(""), lineCount("a\n"), lineCount("a\nb"), lineCount("a\nb\n")]).toEqual([
      0, 1, 2, 2,
    ]);
  });

  it("lists the production sources and leaves tests and migrations out", () => {
    const files = productionFiles();
    expect(files.length).toBeGreaterThan(500);
    expect(files).toContain("server/app.ts");
    expect(files).toContain("web/app/router.tsx");
    expect(files.filter((file) => notProduction.test(file))).toEqual([]);
  });

  it(`has no file over ${maxLines} lines`, () => {
    const tooLong = productionFiles()
      .map((file) => ({ file, lines: lineCount(source(file)) }))
      .filter(({ lines }) => lines > maxLines)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(tooLong).toEqual([]);
  });
});
