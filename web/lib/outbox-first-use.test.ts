import { describe, expect, it } from "vitest";
import { whenFirstUsed } from "./outbox.ts";

// The outbox's code loads on the page's first use, not while it is idle (decision 092):
// a reader who only scrolls never fetches it, and a writer has it before anything is queued.
describe("whenFirstUsed", () => {
  it("waits for the first press, key or focus, and runs once", () => {
    for (const first of ["pointerdown", "keydown", "focusin"]) {
      let runs = 0;
      whenFirstUsed(() => {
        runs += 1;
      });
      window.dispatchEvent(new Event("scroll"));
      expect(runs).toBe(0);
      window.dispatchEvent(new Event(first));
      window.dispatchEvent(new Event("keydown"));
      expect(runs).toBe(1);
    }
  });

  it("runs nothing once told to stop waiting", () => {
    let runs = 0;
    const stop = whenFirstUsed(() => {
      runs += 1;
    });
    stop();
    window.dispatchEvent(new Event("pointerdown"));
    expect(runs).toBe(0);
  });
});
