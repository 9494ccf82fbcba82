import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  strongPassword,
  type TestApp,
  uniqueEmail,
} from "../../../tests/support/test-app.ts";

// The per-IP limits of auth.ts: 30 sign-ins and 20 sign-ups a minute.
const signInLimit = 30;
const signUpLimit = 20;
const proxy = "10.0.0.1";

/** A request as it reaches the app: over a connection from `from`, with the chain the proxies built. */
const post = (
  t: TestApp,
  from: string,
  forwardedFor: string | undefined,
  url: string,
  body: object,
) =>
  t.app.inject({
    method: "POST",
    url,
    remoteAddress: from,
    headers: {
      "content-type": "application/json",
      ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
    },
    payload: JSON.stringify(body),
  });

const signIn = (t: TestApp, from: string, forwardedFor?: string) =>
  post(t, from, forwardedFor, "/api/auth/sign-in/email", {
    email: uniqueEmail("nobody"),
    password: "Wrong-pass-1",
  });

const signUp = (t: TestApp, from: string, forwardedFor?: string) =>
  post(t, from, forwardedFor, "/api/auth/sign-up/email", {
    email: uniqueEmail(),
    password: strongPassword,
    name: "Someone",
  });

// A client writes any X-Forwarded-For it likes; the proxy appends the address
// the client really connected from (203.0.113.x) before passing the request on.
const forged = (i: number, client: string) => `198.51.100.${i % 250}, ${client}`;

describe("TRUST_PROXY=1: one proxy in front", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: "1" });
  });
  afterAll(() => t.close());

  it("counts forged chains as the one client the proxy saw, for sign-in", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= signInLimit; i++) {
      statuses.push((await signIn(t, proxy, forged(i, "203.0.113.7"))).statusCode);
    }
    expect(statuses.slice(0, signInLimit).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another client behind the same proxy has its own allowance.
    expect((await signIn(t, proxy, forged(0, "203.0.113.8"))).statusCode).toBe(401);
  });

  it("counts forged chains as the one client the proxy saw, for sign-up", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= signUpLimit; i++) {
      statuses.push((await signUp(t, proxy, forged(i, "203.0.113.9"))).statusCode);
    }
    expect(statuses.slice(0, signUpLimit).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("TRUST_PROXY=<address>: only that proxy may name the client", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: `${proxy},192.168.0.0/16` });
  });
  afterAll(() => t.close());

  it("counts requests through the proxy as the client it saw", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= signInLimit; i++) {
      statuses.push((await signIn(t, proxy, forged(i, "203.0.113.7"))).statusCode);
    }
    expect(statuses.at(-2)).toBe(401);
    expect(statuses.at(-1)).toBe(429);
  });

  it("ignores X-Forwarded-For from anyone else", async () => {
    const direct = "203.0.113.50";
    const statuses: number[] = [];
    for (let i = 0; i <= signInLimit; i++) {
      statuses.push((await signIn(t, direct, `198.51.100.${i}`)).statusCode);
    }
    expect(statuses.at(-2)).toBe(401);
    expect(statuses.at(-1)).toBe(429);
  });
});
