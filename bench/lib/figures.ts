// What every bench's run() returns, so `npm run bench` can end with one table.
export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** "<= 250 ms", ">= 0.75": absent for figures that are only reported. */
  goal?: string;
  ok?: boolean;
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

/** The closing table: every figure, its goal and met / NOT met. */
export function figureTable(figures: Figure[]): string {
  const rows = figures.map((f) => [
    f.name,
    `${format(f.value)}${f.unit ? ` ${f.unit}` : ""}`,
    f.goal ?? "-",
    f.ok === undefined ? "(reported)" : f.ok ? "met" : "NOT met",
  ]);
  const header = ["figure", "value", "goal", "result"];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `  ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  ")}`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}
