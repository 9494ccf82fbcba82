// What every bench's run() returns, so `npm run bench` can end with one table.
export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** "<= 250 ms", ">= 0.75": absent for figures that are only reported. */
  goal?: string;
  ok?: boolean;
  /**
   * Whether the app's read caches (the page cache, READ_CACHE_MS) were on while this
   * was measured: "on" as `npm start` runs, "off" when the database is what is measured,
   * "n/a" where no app was involved (issue 37).
   */
  caches?: "on" | "off" | "n/a";
  /** A ratio's other side: another program ("peer") or PostgreSQL alone ("limit"). */
  versus?: "peer" | "limit";
  /** Set by the run: the change against the last recorded run, e.g. "-12 % LOSS". */
  change?: string;
}

export interface BenchResult {
  ok: boolean;
  figures: Figure[];
}

/** A figure with a goal: at least `min` or at most `max`. */
export function figure(
  name: string,
  value: number,
  unit: string,
  goal?: { min: number } | { max: number },
): Figure {
  if (!goal) return { name, value, unit };
  const ok = Number.isFinite(value) && ("min" in goal ? value >= goal.min : value <= goal.max);
  const target = "min" in goal ? `>= ${goal.min}` : `<= ${goal.max}`;
  return { name, value, unit, goal: `${target}${unit ? ` ${unit}` : ""}`, ok };
}

const format = (value: number) =>
  !Number.isFinite(value)
    ? "n/a"
    : Math.abs(value) >= 100
      ? value.toFixed(0)
      : Math.abs(value) >= 10
        ? value.toFixed(1)
        : value.toFixed(2);

const versusText = { peer: "ratio to a peer", limit: "ratio to the limit" } as const;

/** The closing table: every figure, its goal and met / NOT met, caches, the change since last run. */
export function figureTable(figures: Figure[]): string {
  const rows = figures.map((f) => [
    f.name,
    `${format(f.value)}${f.unit ? ` ${f.unit}` : ""}`,
    f.goal ? `${f.goal}${f.versus ? ` (${versusText[f.versus]})` : ""}` : "-",
    f.ok === undefined ? "(reported)" : f.ok ? "met" : "NOT met",
    f.caches ?? "?",
    f.change ?? "",
  ]);
  const header = ["figure", "value", "goal", "result", "caches", "vs last run"];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `  ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  ")}`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}
