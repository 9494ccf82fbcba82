import { describe, expect, it } from "vitest";
import { actorOf } from "./actor.ts";
import { abilities, assertCan, can } from "./can.ts";

const city = "city-1";
const entry = { kind: "entry", ownerId: "owner", cityId: city } as const;

describe("the policy vocabulary", () => {
  it("answers from the subject's policy", () => {
    expect(can(actorOf("owner"), "edit", entry)).toBe(true);
    expect(can(actorOf("someone"), "edit", entry)).toBe(false);
    expect(can(actorOf("mod", { moderates: [city] }), "delete", entry)).toBe(true);
    expect(can(actorOf("mod", { moderates: ["elsewhere"] }), "delete", entry)).toBe(false);
    // @ts-expect-error: an action the subject's policy does not have is a type error
    expect(() => can(actorOf("owner"), "fly", entry)).toThrow();
  });

  it("refuses a visitor with 401 and anyone else with 403", () => {
    expect(() => assertCan(null, "create", entry, "You must be logged in")).toThrow(
      expect.objectContaining({ status: 401, message: "You must be logged in" }),
    );
    expect(() => assertCan(actorOf("someone"), "edit", entry)).toThrow(
      expect.objectContaining({ status: 403 }),
    );
  });

  it("presents abilities from the same rules", () => {
    expect(abilities(actorOf("owner"), entry, ["edit", "delete", "report"])).toEqual({
      canEdit: true,
      canDelete: true,
      canReport: false,
    });
  });
});
