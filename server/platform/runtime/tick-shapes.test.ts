import { afterEach, describe, expect, it } from "vitest";
import { keepTickShapesAlive, pinnedTickEntry } from "./tick-shapes.ts";

// Decision 048: what is held must be one of nextTick's own queue entries (its hidden
// classes are the ones kept), and a fresh one from time to time.
const symbolNames = (value: object) => Object.getOwnPropertySymbols(value).map(String);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe("keepTickShapesAlive", () => {
  it("holds a process.nextTick queue entry, and a newer one after each interval", async () => {
    stop = keepTickShapesAlive(20);
    await pause(0);
    const first = pinnedTickEntry();
    expect(first).toBeDefined();
    expect(symbolNames(first as object)).toEqual([
      "Symbol(async_id_symbol)",
      "Symbol(trigger_async_id_symbol)",
    ]);
    expect(Object.keys(first as object)).toEqual(["callback", "args"]);

    await pause(80);
    const later = pinnedTickEntry();
    expect(later).not.toBe(first);
    expect(symbolNames(later as object)).toEqual(symbolNames(first as object));
  });

  it("stops renewing once stopped", async () => {
    stop = keepTickShapesAlive(20);
    await pause(0);
    stop();
    const held = pinnedTickEntry();
    await pause(80);
    expect(pinnedTickEntry()).toBe(held);
  });
});
