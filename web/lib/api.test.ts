import { describe, expect, it } from "vitest";
import { idempotencyHeader } from "../../contracts/idempotency-rules.ts";
import { idempotencyHeaders } from "./api.ts";

describe("idempotencyHeaders", () => {
  it("sends the key under the header the server reads (decision 055)", () => {
    expect(idempotencyHeaders("k-1")).toEqual({ [idempotencyHeader]: "k-1" });
  });

  it("sends no header without a key", () => {
    expect(idempotencyHeaders(undefined)).toEqual({});
  });
});
