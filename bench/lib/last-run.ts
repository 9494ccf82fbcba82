// Each `npm run bench` keeps its figures in data/bench-last.json (not in git) and
// compares with the run before: a figure more than 10 % worse is called out (issue 37).
// Figures of benchmarks not run this time are kept, so running one bench keeps the rest.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Figure } from "./figures.ts";

const file = path.resolve("data/bench-last.json");
const worseBy = 0.1;

interface Stored {
  at: string;
  value: number;
  unit: string;
  goal?: string;
}

/**
 * Which way is better: a goal says so ("<=" lower, ">=" higher); without one, time
 * and memory are better lower, rates higher. Undecided figures are not compared.
 */
function lowerIsBetter(figure: { unit: string; goal?: string }): boolean | undefined {
  if (figure.goal?.startsWith("<=")) return true;
  if (figure.goal?.startsWith(">=")) return false;
  if (["ms", "s", "KB", "MB"].includes(figure.unit)) return true;
  if (figure.unit.endsWith("/s") || figure.unit === "members") return false;
  return undefined;
}

/** Sets each figure's `change` and returns the lines calling out the losses. */
export function compareWithLastRun(figures: Figure[]): string[] {
  const last: Record<string, Stored> = existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, Stored>)
    : {};
  const losses: string[] = [];
  for (const figure of figures) {
    const before = last[figure.name];
    if (!before || !Number.isFinite(before.value) || !Number.isFinite(figure.value)) continue;
    if (before.value === 0 || before.unit !== figure.unit) continue;
    const lower = lowerIsBetter(figure);
    if (lower === undefined) continue;
    const change = (figure.value - before.value) / Math.abs(before.value);
    const loss = lower ? change : -change;
    figure.change = `${change >= 0 ? "+" : ""}${(100 * change).toFixed(0)} %${loss > worseBy ? " LOSS" : ""}`;
    if (loss > worseBy) {
      losses.push(
        `  ${figure.name}: ${before.value.toPrecision(3)} -> ${figure.value.toPrecision(3)} ${figure.unit} (${(100 * loss).toFixed(0)} % worse than the run of ${before.at})`,
      );
    }
  }
  const at = new Date().toISOString();
  for (const figure of figures) {
    if (!Number.isFinite(figure.value)) continue;
    last[figure.name] = { at, value: figure.value, unit: figure.unit, goal: figure.goal };
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(last, null, 2)}\n`);
  return losses;
}
