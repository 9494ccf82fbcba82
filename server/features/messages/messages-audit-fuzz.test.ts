import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cityWithMembers,
  type TestApp,
  TestClient,
  testBaseUrl,
} from "../../../tests/support/test-app.ts";
import { smallPng } from "../../../tests/support/test-images.ts";
import { type HostileRequest, hostileRequest } from "../fuzz/hostile-requests.ts";
import { hostileJson, hostileText, type KnownValues } from "../fuzz/hostile-values.ts";
import { type Endpoint, registeredRoutes } from "../fuzz/registered-routes.ts";

// Issue 32: "Fuzz covers the new routes". The app-wide fuzz (server/features/fuzz/) reaches
// every messages route, but its known values hold no conversation, member or listing id,
// so its requests stop at the first 404. Here the same hostile requests carry real ones:
// the member is a participant of the conversation, the admin is not, the visitor is
// signed out. Every answer must be a 2xx/3xx or a clear 4xx, never a 5xx.
let t: TestApp;
let clients: Record<"visitor" | "member" | "admin", TestClient>;
let known: KnownValues;
let endpoints: Endpoint[];
let conversationId: string;
const runsPerEndpoint = Number(process.env.FUZZ_RUNS ?? 60);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

const isMessagesRoute = (url: string) =>
  /^\/api\/(conversations|blocks|me\/conversations|me\/blocks|me\/message-setting)(\/|$)/.test(url);

beforeAll(async () => {
  const cast = await cityWithMembers("gold-coast");
  t = cast.t;
  clients = { visitor: new TestClient(t.app), member: cast.alice, admin: cast.admin };
  const idOf = async (client: TestClient) => (await client.get("/api/me")).json().viewer.id;
  const [aliceId, bobId] = [await idOf(cast.alice), await idOf(cast.bob)];
  const item = await cast.bob.post("/api/cities/gold-coast/marketplace-items", {
    title: "Surfboard",
    description: "Collect from Palm Beach.",
    category: "other",
    condition: "good",
    price: 25,
  });
  const itemId = item.json().id as string;
  const asked = await cast.alice.post("/api/conversations", {
    subject: { kind: "listing", id: itemId },
    text: "Is this still available?",
  });
  conversationId = asked.json().conversation.id as string;
  for (let n = 0; n < 3; n++) {
    await cast.bob.post(`/api/conversations/${conversationId}/messages`, { text: `yes ${n}` });
  }
  const page = (
    await cast.alice.get(`/api/conversations/${conversationId}/messages?limit=1`)
  ).json();
  known = {
    strings: [
      conversationId,
      aliceId,
      bobId,
      itemId,
      page.nextCursor,
      "listing",
      "property",
      "restaurant",
      "cities",
      "nobody",
      "listings",
      "Is this still available?",
    ].filter((value): value is string => typeof value === "string" && value !== ""),
    files: [await smallPng(), Buffer.from("GIF89a\u0000\u0000garbage"), Buffer.alloc(0)],
  };
  endpoints = registeredRoutes(t.app).filter((endpoint) => isMessagesRoute(endpoint.url));
});
afterAll(() => t.close());

/** Start-a-conversation bodies shaped almost right: a subject object with hostile halves. */
const almostRightStart = () =>
  fc
    .record({
      toUserId: fc.option(hostileText(known), { nil: undefined }),
      subject: fc.option(
        fc.record({ kind: hostileText(known), id: hostileText(known) }, { requiredKeys: [] }),
        { nil: undefined },
      ),
      text: fc.oneof(hostileText(known), hostileJson(known)),
    })
    .map((body) => JSON.stringify(body));

async function send(request: HostileRequest) {
  const cookie = clients[request.identity].cookieHeader();
  return t.app.inject({
    method: request.method as "GET",
    url: request.url,
    headers: { ...(cookie ? { cookie } : {}), ...request.headers },
    payload: request.payload,
  });
}

const statuses = new Map<number, number>();

/** 5xx answers, and 4xx answers without the { code, message } a client can show. */
async function failuresOf(requests: HostileRequest[]) {
  const failures: string[] = [];
  for (const request of requests) {
    const answer = await send(request);
    statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
    // The limits would turn most requests into 429s before they reach the rules.
    await t.db.execute(sql`delete from throttles`);
    const body = (() => {
      try {
        return answer.json() as { code?: unknown; message?: unknown };
      } catch {
        return {};
      }
    })();
    const clear =
      answer.statusCode < 400 ||
      request.method === "HEAD" ||
      String(answer.headers["content-type"]).startsWith("text/event-stream") ||
      (typeof body.code === "string" && typeof body.message === "string");
    if (answer.statusCode >= 500 || !clear) {
      failures.push(
        `${answer.statusCode} ${request.method} ${request.url} as ${request.identity} ` +
          `body ${String(request.payload).slice(0, 160)} -> ${answer.body.slice(0, 160)}`,
      );
    }
  }
  return failures;
}

describe("hostile input to the messages routes, with real conversation, member and item ids", () => {
  it("finds every messages route", () => {
    const found = endpoints.map(({ method, url }) => `${method} ${url}`);
    for (const route of [
      "GET /api/me/conversations",
      "GET /api/me/conversations/unread-count",
      "POST /api/conversations",
      "GET /api/conversations/:id",
      "GET /api/conversations/:id/messages",
      "POST /api/conversations/:id/messages",
      "POST /api/conversations/:id/read",
      "POST /api/conversations/:id/leave",
      "POST /api/conversations/:id/report",
      "PUT /api/blocks/:userId",
      "DELETE /api/blocks/:userId",
      "GET /api/me/blocks",
      "GET /api/me/message-setting",
      "PUT /api/me/message-setting",
    ]) {
      expect(found).toContain(route);
    }
  });

  it("answers every one with a clear 4xx or a success, never a 5xx", async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const [index, endpoint] of endpoints.entries()) {
      const fields = (() => {
        const path = endpoint.url.replace(/:([A-Za-z]+)/g, "{$1}");
        const operation = (
          t.app.swagger() as {
            paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
          }
        ).paths[path]?.[endpoint.method.toLowerCase()];
        return {
          query: (operation?.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name),
          body: ["text", "toUserId", "subject", "reason", "description", "setting", "alts"],
        };
      })();
      const requests = fc.sample(hostileRequest(endpoint, fields, known), {
        numRuns: runsPerEndpoint,
        seed: seed + index,
      });
      // Bodies shaped almost right, sent by the participant: past the schema, into the rules.
      const shaped =
        endpoint.method !== "POST"
          ? []
          : endpoint.url === "/api/conversations"
            ? fc.sample(almostRightStart(), { numRuns: runsPerEndpoint, seed })
            : endpoint.url === "/api/conversations/:id/messages"
              ? fc.sample(hostileText(known), { numRuns: runsPerEndpoint, seed })
              : [];
      for (const payload of shaped) {
        requests.push({
          identity: "member",
          method: "POST",
          url: endpoint.url.replace(":id", conversationId),
          headers: { origin: testBaseUrl, "content-type": "application/json" },
          payload:
            endpoint.url === "/api/conversations" ? payload : JSON.stringify({ text: payload }),
        });
      }
      sent += requests.length;
      failures.push(...(await failuresOf(requests)));
      // A fuzzed sign-out or block must not end the run's own session or conversation.
      await t.db.execute(sql`delete from message_blocks`);
    }
    expect(sent).toBeGreaterThan(endpoints.length * runsPerEndpoint - 1);
    const byStatus = [...statuses].sort(([x], [y]) => x - y).map(([s, n]) => `${s}×${n}`);
    console.info(`messages fuzz: ${sent} requests (seed ${seed}): ${byStatus.join(" ")}`);
    // The real ids take some requests past the rules: not every answer is a refusal.
    const succeeded = [...statuses].filter(([status]) => status < 300);
    expect(succeeded.reduce((sum, [, n]) => sum + n, 0)).toBeGreaterThan(0);
    expect(failures, `FUZZ_SEED=${seed}\n${failures.slice(0, 5).join("\n")}`).toEqual([]);
  }, 240_000);
});
