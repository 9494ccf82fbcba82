import type { Readable } from "node:stream";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import type { HostileRequest } from "./hostile-requests.ts";

// better-auth turns its origin, callback-URL and CSRF checks off when it sees
// NODE_ENV=test or TEST=true (vitest sets both), and with them off it fails where
// production never gets to. The fuzz meets what production runs, so the app is
// loaded only after both are cleared.
const vitestEnv = { NODE_ENV: process.env.NODE_ENV, TEST: process.env.TEST };
process.env.NODE_ENV = "production";
delete process.env.TEST;
const { createFuzzTarget } = await import("./fuzz-target.ts");
const { hostileRequest, otherMethods } = await import("./hostile-requests.ts");
afterAll(() => {
  for (const [name, value] of Object.entries(vitestEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

// Every registered route gets this many generated requests; FUZZ_SEED replays a run.
const runsPerEndpoint = Number(process.env.FUZZ_RUNS ?? 200);
// And every path a tenth as many again, each sent as HEAD, OPTIONS and GET with a body.
const runsPerPath = Math.max(1, Math.round(runsPerEndpoint / 10));
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const concurrency = 8;

const target = await createFuzzTarget();
afterAll(() => target.t.close());

type Outcome = { status: number; contentType: string; body: string };

/** Sends one request; an event stream's headers are enough, so it is cut off there. */
async function send(request: HostileRequest): Promise<Outcome> {
  const client = target.clients[request.identity];
  const cookie = client.cookieHeader();
  const response = await target.t.app.inject({
    method: request.method as "GET",
    url: request.url,
    headers: { ...(cookie ? { cookie } : {}), ...request.headers },
    payload: request.payload,
    payloadAsStream: true,
  });
  const contentType = String(response.headers["content-type"] ?? "");
  const stream = response.stream() as Readable;
  if (contentType.startsWith("text/event-stream")) {
    stream.destroy();
    return { status: response.statusCode, contentType, body: "" };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return { status: response.statusCode, contentType, body: Buffer.concat(chunks).toString() };
}

const clip = (value: unknown, length = 160) => {
  const text = Buffer.isBuffer(value) ? `<${value.length} bytes>` : (JSON.stringify(value) ?? "");
  return text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;
};

/** A refusal the client can act on: a 4xx JSON body with a code and a message. */
function isClearRefusal(outcome: Outcome): boolean {
  if (outcome.status < 400 || outcome.status >= 500) return true;
  try {
    const body = JSON.parse(outcome.body) as { code?: unknown; message?: unknown };
    return typeof body.code === "string" && typeof body.message === "string";
  } catch {
    return false;
  }
}

const statuses = new Map<number, number>();
const started = performance.now();
afterAll(() => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const sent = [...statuses.values()].reduce((sum, n) => sum + n, 0);
  const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
  console.info(
    `fuzz: ${sent} requests to ${target.endpoints.length} endpoints in ${seconds} s` +
      ` (seed ${seed}): ${byStatus.join(" ")}`,
  );
});

it("finds every route the OpenAPI document describes, and the auth endpoints", () => {
  const found = new Set(target.endpoints.map(({ method, url }) => `${method} ${url}`));
  const documented = Object.entries(
    (target.t.app.swagger() as { paths: Record<string, object> }).paths,
  ).flatMap(([path, operations]) =>
    Object.keys(operations).map(
      (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`,
    ),
  );
  expect(documented.length).toBeGreaterThan(20);
  expect(documented.filter((route) => !found.has(route))).toEqual([]);
  expect(found).toContain("POST /api/auth/sign-in/email");
  expect(found).toContain("POST /api/auth/request-password-reset");
});

it("meets better-auth as production runs it, origin checks on", async () => {
  const response = await target.clients.member.post("/api/auth/sign-out", {});
  expect(response.statusCode).toBe(403);
  expect(response.json().code).toBe("MISSING_OR_NULL_ORIGIN");
});

/** Sends every request, a few at once, and returns a line for each 5xx or unclear refusal. */
async function sendAll(requests: HostileRequest[]): Promise<string[]> {
  const failures: string[] = [];
  const queue = [...requests];
  // A few in flight at once: on PostgreSQL the run waits on the database, not on us.
  const lane = async () => {
    for (let request = queue.shift(); request; request = queue.shift()) {
      const outcome = await send(request);
      statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
      // A HEAD answer has no body to hold the refusal's words.
      const clear = request.method === "HEAD" || isClearRefusal(outcome);
      if (outcome.status >= 500 || !clear) {
        failures.push(
          `${outcome.status} ${request.method} ${clip(request.url)} as ${request.identity}` +
            ` headers ${clip(request.headers)} body ${clip(request.payload)}` +
            ` -> ${clip(outcome.body)}`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  await target.restoreSessions();
  return failures;
}

const report = (failures: string[], sent: number) =>
  `${failures.length} of ${sent} failed (FUZZ_SEED=${seed}):\n${failures.slice(0, 5).join("\n")}`;

describe("every endpoint answers hostile input with a clear 4xx, never a 5xx", () => {
  it.each(target.endpoints)(
    "$method $url",
    async (endpoint) => {
      const requests = fc.sample(
        hostileRequest(endpoint, target.fieldsOf(endpoint), target.known),
        {
          numRuns: runsPerEndpoint,
          seed: seed + target.endpoints.indexOf(endpoint),
        },
      );
      const failures = await sendAll(requests);
      expect(failures, report(failures, requests.length)).toEqual([]);
    },
    60_000,
  );
});

// Issue 27: HEAD /api/auth/ok with a JSON body answered 500. Whatever the method, with or
// without a body, a path answers as it normally does or with a 4xx.
const paths = [...new Map(target.endpoints.map((endpoint) => [endpoint.url, endpoint])).values()];
describe("every path answers HEAD, OPTIONS and GET with a body without a 5xx", () => {
  it.each(paths)(
    "$url",
    async (endpoint) => {
      const requests = fc
        .sample(hostileRequest(endpoint, target.fieldsOf(endpoint), target.known), {
          numRuns: runsPerPath,
          seed: seed + paths.indexOf(endpoint),
        })
        .flatMap(otherMethods);
      const failures = await sendAll(requests);
      expect(failures, report(failures, requests.length)).toEqual([]);
    },
    60_000,
  );
});
