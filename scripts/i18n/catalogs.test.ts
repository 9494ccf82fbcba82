import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogProblems, extractEnglish, readSpanish } from "./catalogs.ts";

describe("the Spanish catalog", () => {
  it("translates every message the code defines, with the same arguments", () => {
    const problems = catalogProblems(extractEnglish(), readSpanish());
    expect(problems).toEqual([]);
  }, 60_000);

  it("says one English sentence one way in Spanish", () => {
    // A zod refusal reaches the error handler and the web's field errors as English
    // text and is translated by its words (decision 063): two messages with the same
    // English sentence must agree in Spanish, or the translation would depend on which
    // module happened to load first. Labels (no final stop) may differ by context.
    const english = extractEnglish();
    const spanish = readSpanish();
    const seen = new Map<string, string>();
    const disagreements: string[] = [];
    for (const [id, text] of Object.entries(english)) {
      if (!/[.!?]$/.test(text) || spanish[id] === undefined) continue;
      const first = seen.get(text);
      if (first === undefined) seen.set(text, spanish[id]);
      else if (first !== spanish[id]) disagreements.push(`${id}: ${text}`);
    }
    expect(disagreements).toEqual([]);
  }, 60_000);

  it("fails on a missing, a stale, a broken and a mismatched translation", () => {
    const english = {
      "a.one": "Hello {name}",
      "a.two": "Bye",
      "a.three": "{n, plural, one {# post} other {# posts}}",
    };
    const spanish = {
      "a.one": "Hola {nombre}",
      "a.three": "{n, plural, one {# publicación",
      "a.gone": "Viejo",
    };
    expect(catalogProblems(english, spanish)).toEqual([
      "Spanish for a.one has arguments nombre:1 where English has name:1",
      'missing Spanish for a.two: "Bye"',
      expect.stringContaining("Spanish for a.three is not a valid ICU message"),
      "Spanish for a.gone, which the code no longer has",
    ]);
  });

  it("refuses an id translated in two area files", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "coastal-es-"));
    try {
      writeFileSync(path.join(dir, "a.json"), JSON.stringify({ "x.same": "Uno" }));
      writeFileSync(path.join(dir, "b.json"), JSON.stringify({ "x.same": "Dos" }));
      expect(() => readSpanish(dir)).toThrow("x.same is translated twice");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
