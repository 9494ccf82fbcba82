import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Who may do what is decided in server/policies and nowhere else (issue 29): a
 * feature that compares the viewer's id with an owner's by hand has grown a
 * second rule beside its policy, which the pages' flags and the role matrix
 * do not see. Ask `can`, `assertCan`, `abilities`, or `isSelf`/`isAuthor`.
 */
const inlineOwnership = [
  // viewer.id === x, input.viewer.id !== x, actor.id === x
  /\b(?:viewer|actor)\.id\s*[!=]==?/,
  // x === viewer.id, x !== options.viewer.id
  /[!=]==?\s*(?:[\w$]+\.)*(?:viewer|actor)\.id\b/,
  // post.userId === viewer, event.organiserId !== someone's id from the session
  /\.(?:userId|authorId|ownerId|organiserId|reporterId)\s*[!=]==?\s*(?:[\w$]+\.)*(?:viewer|actor|session)\b/,
];

/** The lines of `source` that compare ownership inline, as `line: text`. */
function inlineOwnershipIn(source: string): string[] {
  return source
    .split("\n")
    .flatMap((text, index) =>
      inlineOwnership.some((pattern) => pattern.test(text)) ? [`${index + 1}: ${text.trim()}`] : [],
    );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("permission rules live in the policies", () => {
  it("finds an inline ownership check in a fixture", () => {
    const fixture = [
      "if (listing.userId === viewer.id) return;",
      "if (viewer.id !== post.authorId) throw forbidden();",
      "const mine = input.viewer.id === row.ownerId;",
      "const joined = rows.filter((m) => m.userId === row.id);",
    ].join("\n");
    expect(inlineOwnershipIn(fixture)).toEqual([
      "1: if (listing.userId === viewer.id) return;",
      "2: if (viewer.id !== post.authorId) throw forbidden();",
      "3: const mine = input.viewer.id === row.ownerId;",
    ]);
  });

  it("finds none in server/features", () => {
    const root = path.resolve(import.meta.dirname, "../features");
    const found = sourceFiles(root).flatMap((file) =>
      inlineOwnershipIn(readFileSync(file, "utf8")).map(
        (line) => `${path.relative(root, file)}:${line}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
