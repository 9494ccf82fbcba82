// `npm run bench [-- name ...]`: runs every bench/<name>.ts (or the named ones).
// A benchmark exports `description` and `run()`, which prints its details and
// returns its figures with their goals; the run ends with a table of them all.
// Helpers live in bench/lib/.
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type BenchResult, type Figure, figureTable } from "./lib/figures.ts";
import { compareWithLastRun } from "./lib/last-run.ts";

interface Benchmark {
  description: string;
  /** Whether the app's read caches were on, for figures that do not say it themselves. */
  caches?: Figure["caches"];
  run(): Promise<BenchResult>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const available = readdirSync(here)
  .filter((file) => file.endsWith(".ts") && file !== "run.ts")
  .map((file) => file.replace(/\.ts$/, ""))
  .sort();

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !available.includes(name));
if (unknown.length) {
  console.error(`Unknown benchmark: ${unknown.join(", ")}. Available: ${available.join(", ")}`);
  process.exit(2);
}

let failed = 0;
const figures: Figure[] = [];
for (const name of wanted.length ? wanted : available) {
  const benchmark = (await import(path.join(here, `${name}.ts`))) as Benchmark;
  console.log(`\n${name}: ${benchmark.description}`);
  const started = Date.now();
  try {
    const result = await benchmark.run();
    figures.push(...result.figures.map((f) => ({ caches: benchmark.caches, ...f })));
    if (!result.ok) failed++;
  } catch (error) {
    failed++;
    console.error(`  crashed: ${(error as Error).message}`);
    figures.push({
      name: `${name} (crashed)`,
      value: Number.NaN,
      unit: "",
      goal: "runs",
      ok: false,
    });
  }
  console.log(`  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
const losses = compareWithLastRun(figures);
console.log(`\nSummary\n${figureTable(figures)}`);
console.log(
  "  caches: whether the app's read caches were on (n/a: no app measured). A ratio's goal says whether it is to a peer program or to the limit (PostgreSQL alone).",
);
if (losses.length) {
  console.log(`\nMore than 10 % worse than the last recorded run (data/bench-last.json):`);
  for (const line of losses) console.log(line);
}
process.exit(failed ? 1 : 0);
