// The city bench's closing lines (bench/city.ts): the per-action tables at capacity and
// over it, Coastal's capacity in actions/s and online members, the ratios to PostgreSQL
// alone, and the figures for the table, each saying whether caches were on.

import { actionTable, capacityOf, limits, memberRate, type StepResult } from "./city-members.ts";
import { appPoolSize } from "./city-replay.ts";
import { type BenchResult, type Figure, figure } from "./figures.ts";

const goals = { capacityShare: 0.5, feedShare: 0.7 };

type Steps = StepResult[];

/**
 * Prints the tables at capacity and over it, the capacity and the ratios, and returns
 * the figures. `tag` names a small city's figures apart; without the peer (CITY_PEER=off)
 * its figures are left out.
 */
export function cityReport(options: {
  appSteps: Steps;
  pgSteps: Steps;
  feedShare: number;
  tag: string;
  withPeer: boolean;
}): BenchResult {
  const { appSteps, pgSteps, feedShare, tag, withPeer } = options;
  const appCapacity = capacityOf(appSteps);
  const pgCapacity = capacityOf(pgSteps);
  // A ramp whose largest size passed (its most members) found a floor, not the limit: ">=".
  const floor = (steps: Steps, capacity?: Steps[number]) =>
    capacity && capacity.members >= Math.max(...steps.map((step) => step.members)) ? ">= " : "";
  const appRate = appCapacity?.actionsPerSecond ?? 0;
  const pgRate = pgCapacity?.actionsPerSecond ?? Number.NaN;
  for (const [name, steps, capacity] of [
    ["Coastal", appSteps, appCapacity],
    ["PostgreSQL alone", pgSteps, pgCapacity],
  ] as const) {
    if (capacity) {
      console.log(`  ${name} at capacity (${capacity.members} members):\n${actionTable(capacity)}`);
    }
    // The smallest size above capacity that failed (its last try): the ramp narrowed below it.
    const failed = steps.filter((s) => !s.passed && s.members > (capacity?.members ?? 0));
    const smallest = Math.min(...failed.map((step) => step.members));
    const over = failed.findLast((step) => step.members === smallest);
    if (over)
      console.log(`  ${name} over the limit (${over.members} members):\n${actionTable(over)}`);
  }
  console.log(
    `  capacity: ${floor(appSteps, appCapacity)}${appRate.toFixed(1)} actions/s at p99 <= ${limits.p99Ms} ms with 0 errors, ${floor(appSteps, appCapacity)}${Math.round(appRate / memberRate)} online members (at ${memberRate.toFixed(2)} actions/s each); PostgreSQL alone: ${floor(pgSteps, pgCapacity)}${pgRate.toFixed(1)} actions/s (pool of ${appPoolSize}, as the app's)`,
  );
  const share = appRate / pgRate;
  console.log(
    `  Coastal / PostgreSQL alone: ${share.toFixed(2)} (goal >= ${goals.capacityShare}); cache-off feed page / its statements alone: ${feedShare.toFixed(2)} (goal >= ${goals.feedShare})`,
  );
  const figures: Figure[] = [
    { ...figure(`city${tag}: capacity (Coastal)`, appRate, "actions/s"), caches: "on" },
    {
      ...figure(`city${tag}: online members at capacity`, appRate / memberRate, "members"),
      caches: "on",
    },
    {
      ...figure(
        `city${tag}: live delivery p95 at capacity`,
        appCapacity?.liveP95Ms ?? Number.NaN,
        "ms",
      ),
      caches: "on",
    },
    { ...figure(`city${tag}: capacity of PostgreSQL alone`, pgRate, "actions/s"), caches: "n/a" },
    {
      ...figure(`city${tag}: Coastal / PostgreSQL alone (capacity)`, share, "", {
        min: goals.capacityShare,
      }),
      caches: "on",
      versus: "limit",
    },
    feedFigure(feedShare, tag),
  ];
  // Without the peer (CITY_PEER=off) its figures are not there to judge.
  const judged = withPeer ? figures : figures.filter((f) => !/alone/.test(f.name));
  return { ok: judged.every((f) => f.ok !== false) && Boolean(appCapacity), figures: judged };
}

/** The probe's figure: the cache-off feed page against its statements replayed alone. */
export const feedFigure = (feedShare: number, tag: string): Figure => ({
  ...figure(`city${tag}: feed page / its statements alone (cache off)`, feedShare, "", {
    min: goals.feedShare,
  }),
  caches: "off",
  versus: "limit",
});
