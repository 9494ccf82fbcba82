// Virtual members of the simulated city (bench/city.ts): each waits a think time, picks
// an action from the mix, does it, and waits again. The same members, mix and think
// times drive the app over HTTP and PostgreSQL alone (a replay of the app's statements);
// only the `act` function differs (bench/lib/city-ramp.ts adds them step by step and
// measures each step: actions/s, per action p50/p95/p99 and errors).

/** What a member does, and how often (weights out of 100). */
export const mix = {
  feed: 28,
  feedNextPage: 12,
  marketplaceFiltered: 12,
  listing: 8,
  events: 6,
  react: 10,
  comment: 4,
  post: 2,
  pollVote: 3,
  rsvp: 3,
  search: 6,
  message: 6,
} as const;
export type Action = keyof typeof mix;
export const actions = Object.keys(mix) as Action[];

/**
 * Think time between one action's answer and the next action: exponential (people act
 * at random moments) with a mean of 10 s, cut to 1 to 60 s. A member browsing the app
 * actively, not one with a tab open in the background.
 */
export const think = { meanMs: 10_000, minMs: 1_000, maxMs: 60_000 };

/** The actions/s one online member causes (the nominal rate, answers taken as instant). */
export const memberRate = 1000 / think.meanMs;

export const limits = { p99Ms: 250 };

const totalWeight = actions.reduce((sum, action) => sum + mix[action], 0);

export function pickAction(random = Math.random): Action {
  let roll = random() * totalWeight;
  for (const action of actions) {
    roll -= mix[action];
    if (roll < 0) return action;
  }
  return "feed";
}

export function thinkTime(random = Math.random): number {
  const drawn = -Math.log(1 - random()) * think.meanMs;
  return Math.min(think.maxMs, Math.max(think.minMs, drawn));
}

export function describeMix(): string {
  return actions.map((action) => `${action} ${mix[action]}%`).join(", ");
}

export interface StepResult {
  members: number;
  seconds: number;
  actionsPerSecond: number;
  errors: number;
  p99Ms: number;
  byAction: Map<Action, { count: number; errors: number; p50: number; p95: number; p99: number }>;
  firstError?: string;
  /** Set by the caller: live delivery of this step (ms, p95 of write → every subscriber). */
  liveP95Ms?: number;
  passed: boolean;
}

const percentile = (sorted: number[], q: number) =>
  sorted.length
    ? (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0)
    : Number.NaN;

/** Times and errors of the actions that ended inside a window. */
export class Window {
  times = new Map<Action, number[]>();
  errors = new Map<Action, number>();
  firstError?: string;
  open = false;

  record(action: Action, ms: number, error?: string) {
    if (!this.open) return;
    if (error) {
      this.errors.set(action, (this.errors.get(action) ?? 0) + 1);
      this.firstError ??= `${action}: ${error}`;
      return;
    }
    const list = this.times.get(action) ?? [];
    list.push(ms);
    this.times.set(action, list);
  }

  result(members: number, seconds: number): StepResult {
    const all = [...this.times.values()].flat().sort((a, b) => a - b);
    const errors = [...this.errors.values()].reduce((a, b) => a + b, 0);
    const byAction: StepResult["byAction"] = new Map();
    for (const action of actions) {
      const sorted = [...(this.times.get(action) ?? [])].sort((a, b) => a - b);
      byAction.set(action, {
        count: sorted.length,
        errors: this.errors.get(action) ?? 0,
        p50: percentile(sorted, 0.5),
        p95: percentile(sorted, 0.95),
        p99: percentile(sorted, 0.99),
      });
    }
    const p99Ms = percentile(all, 0.99);
    return {
      members,
      seconds,
      actionsPerSecond: (all.length + errors) / seconds,
      errors,
      p99Ms,
      byAction,
      firstError: this.firstError,
      passed: errors === 0 && p99Ms <= limits.p99Ms,
    };
  }
}

export function printStep(label: string, step: StepResult, joinSeconds: number) {
  const live =
    step.liveP95Ms === undefined
      ? ""
      : `, live p95 ${Number.isFinite(step.liveP95Ms) ? `${step.liveP95Ms.toFixed(0)} ms` : "- (no post)"}`;
  console.log(
    `  ${label}: ${step.members} members, ${step.actionsPerSecond.toFixed(1)} actions/s, p99 ${step.p99Ms.toFixed(0)} ms, ${step.errors} errors${live}${step.passed ? "" : " (over the limit)"} [joined in ${joinSeconds.toFixed(1)} s]`,
  );
  if (step.firstError) console.log(`    first error: ${step.firstError}`);
}

/** The per-action table of one step. */
export function actionTable(step: StepResult): string {
  const rows = actions.map((action) => {
    const a = step.byAction.get(action);
    if (!a) return "";
    const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : "-").padStart(7);
    return `    ${action.padEnd(20)} ${String(a.count).padStart(6)} ${ms(a.p50)} ${ms(a.p95)} ${ms(a.p99)} ${String(a.errors).padStart(6)}`;
  });
  return [
    `    ${"action".padEnd(20)} ${"count".padStart(6)} ${"p50".padStart(7)} ${"p95".padStart(7)} ${"p99".padStart(7)} ${"errors".padStart(6)}`,
    ...rows,
  ].join("\n");
}

/** The best step that passed: the capacity. */
export function capacityOf(steps: StepResult[]): StepResult | undefined {
  return steps
    .filter((step) => step.passed)
    .sort((a, b) => b.actionsPerSecond - a.actionsPerSecond)[0];
}
