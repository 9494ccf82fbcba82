// The pace of a city's live messages (decision 104), on a simulated clock: the same two
// functions the live streams call, fed the times a busy city and a late timer give them.
import { describe, expect, it } from "vitest";
import { flushWait, nextFlushDue } from "./live-streams.ts";

/**
 * A change every `every` ms, `count` of them; each send's timer fires `late` ms after it
 * was asked for, as a busy event loop's do. Gives each change's wait for its message and
 * when each message went.
 */
function simulate({
  every,
  count,
  interval,
  late,
}: {
  every: number;
  count: number;
  interval: number;
  late: number;
}) {
  let due = 0;
  let scheduledAt: number | undefined;
  let pending: number[] = [];
  const waits: number[] = [];
  const sends: number[] = [];
  const fire = (at: number) => {
    sends.push(at);
    for (const arrived of pending) waits.push(at - arrived);
    pending = [];
    due = nextFlushDue(due, interval, at);
    scheduledAt = undefined;
  };
  for (let i = 0; i < count; i++) {
    const now = 10_000 + i * every;
    if (scheduledAt !== undefined && scheduledAt <= now) fire(scheduledAt);
    pending.push(now);
    scheduledAt ??= now + flushWait(due, interval, now) + late;
  }
  if (scheduledAt !== undefined) fire(scheduledAt);
  return { waits, sends };
}

describe("a city's live message pace", () => {
  it("sends a change at once after a quiet spell", () => {
    expect(flushWait(0, 500, 10_000)).toBe(0);
    expect(flushWait(nextFlushDue(0, 500, 10_000), 500, 20_000)).toBe(0);
  });

  it("holds a change that follows the last message at once, for half an interval", () => {
    const due = nextFlushDue(0, 500, 10_000);
    expect(flushWait(due, 500, 10_000)).toBe(250);
    expect(flushWait(due, 100, 10_000)).toBe(450);
  });

  it("keeps changes that come at about its pace from falling behind, though every timer is late", () => {
    // A post every 501 ms into a city paced at 500 ms, each timer 3 ms late: counted from
    // each send, the waits grew by about 2 ms a change, up to the whole interval.
    const { waits } = simulate({ every: 501, count: 1_000, interval: 500, late: 3 });
    expect(waits).toHaveLength(1_000);
    expect(Math.max(...waits)).toBe(3);
  });

  it("never sends more than its pace allows, however fast the changes come", () => {
    // A change every 10 ms for a minute: about one message per interval, never two
    // within half an interval.
    const { sends, waits } = simulate({ every: 10, count: 6_000, interval: 500, late: 0 });
    expect(sends.length).toBeLessThanOrEqual(60_000 / 500 + 2);
    expect(sends.length).toBeGreaterThanOrEqual(60_000 / 500 - 1);
    const gaps = sends.slice(1).map((at, i) => at - (sends[i] as number));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(250);
    expect(Math.max(...waits)).toBeLessThanOrEqual(500);
  });

  it("makes changes a little faster than its pace wait, at most an interval", () => {
    const { sends, waits } = simulate({ every: 480, count: 500, interval: 500, late: 0 });
    expect(Math.max(...waits)).toBeGreaterThan(0);
    expect(Math.max(...waits)).toBeLessThanOrEqual(500);
    // 500 changes over 240 s: no more messages than 240 s at the pace allow.
    expect(sends.length).toBeLessThanOrEqual((499 * 480) / 500 + 2);
  });
});
