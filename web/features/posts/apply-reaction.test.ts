import { describe, expect, it } from "vitest";
import { applyReaction } from "./apply-reaction.ts";

const counts = (like: number, love: number, haha: number) => ({ like, love, haha });

describe("The reaction rule (one reaction per member per post)", () => {
  it("adds a reaction when the member has none", () => {
    expect(applyReaction({ reactions: counts(2, 0, 1), myReaction: null }, "love")).toEqual({
      reactions: counts(2, 1, 1),
      myReaction: "love",
    });
  });

  it("takes the reaction back when the member taps the same one again", () => {
    expect(applyReaction({ reactions: counts(3, 1, 0), myReaction: "like" }, "like")).toEqual({
      reactions: counts(2, 1, 0),
      myReaction: null,
    });
  });

  it("replaces the reaction when the member taps another one", () => {
    expect(applyReaction({ reactions: counts(3, 1, 0), myReaction: "like" }, "haha")).toEqual({
      reactions: counts(2, 1, 1),
      myReaction: "haha",
    });
  });

  it("never counts below zero, even from counts that are out of date", () => {
    expect(applyReaction({ reactions: counts(0, 0, 0), myReaction: "love" }, "love")).toEqual({
      reactions: counts(0, 0, 0),
      myReaction: null,
    });
  });

  it("leaves the state it was given untouched", () => {
    const state = { reactions: counts(1, 0, 0), myReaction: "like" as const };
    applyReaction(state, "love");
    expect(state).toEqual({ reactions: counts(1, 0, 0), myReaction: "like" });
  });
});
