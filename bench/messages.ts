// Issue 32's bench: 1,000 seeded conversations between 1,000 members who all hold
// their own stream (GET /api/me/live) open; one member sends a message
// (POST /api/conversations/:id/messages) and the clock stops when the other
// member's stream carries the `message` event with it. On one instance, then with
// the sender on A and the receiver on B. Beside it, in the same run, the floor
// under the cross-instance path: a bare `pg` NOTIFY heard by a bare LISTEN on the
// same PostgreSQL server.
import { createHmac, randomBytes } from "node:crypto";
import pg from "pg";
import { openEventStream } from "./lib/event-stream.ts";
import { type BenchResult, type Figure, figure } from "./lib/figures.ts";
import { postgresServer } from "./lib/postgres-server.ts";
import type { Service } from "./lib/processes.ts";
import { withScratchApps } from "./lib/scratch-apps.ts";

export const description =
  "Messages: 1,000 conversations, send to delivered on the other member's own stream, one instance and two";

/** Whether the app's read caches were on for this bench's figures (issue 37). */
export const caches = "on";

const members = 1000;
const conversationsSeeded = 1000;
const messagesPerConversation = 10;
/** One message per sender, each from a different member: the per-minute limit (20) is never near. */
const samples = Math.min(
  conversationsSeeded - 10,
  Number(process.env.BENCH_MESSAGES_SAMPLES ?? 200),
);
/** The same goal as the city fan-out: a live change is on screen within a quarter of a second. */
const goal = { p95Ms: 250 };
const city = "gold-coast";
const secret = randomBytes(32).toString("hex");

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? NaN };
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const pause = (delay: number) => new Promise((resolve) => setTimeout(resolve, delay));

/** better-auth's signed session cookie (better-call's signCookieValue: HMAC-SHA256, base64). */
function sessionCookie(token: string): string {
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * Members, sessions and memberships of one city; conversation i is between member i
 * and member i+1 (the last wraps to the first), each with some history. Returns the
 * conversation ids in order.
 */
async function seed(client: pg.Client): Promise<string[]> {
  await client.query(
    `insert into users (id, name, email, email_verified, created_at)
     select 'msg-' || g, 'msg ' || g, 'msg.' || g || '@example.com', true, now() - interval '30 days'
     from generate_series(1, $1::int) g`,
    [members],
  );
  await client.query(
    `insert into profiles (id, username) select 'msg-' || g, 'msg_' || g from generate_series(1, $1::int) g`,
    [members],
  );
  await client.query(
    `insert into memberships (user_id, city_id)
     select 'msg-' || g, (select id from cities where slug = $2) from generate_series(1, $1::int) g`,
    [members, city],
  );
  await client.query(
    `insert into sessions (id, token, user_id, expires_at)
     select 'msg-' || g, 'msg-token-' || g, 'msg-' || g, now() + interval '1 day'
     from generate_series(1, $1::int) g`,
    [members],
  );
  const { rows } = await client.query<{ id: string }>(
    `with pairs as (
       select g as n, 'msg-' || g as a, 'msg-' || (g % $1::int + 1) as b
       from generate_series(1, $2::int) g
     )
     insert into conversations (user_low, user_high, pair_key, city_id, started_by, last_message_at)
     select least(a, b), greatest(a, b), least(a, b) || ':' || greatest(a, b),
            (select id from cities where slug = $3), a, now() - interval '1 hour'
     from pairs order by n
     returning id, started_by`,
    [members, conversationsSeeded, city],
  );
  // `returning` keeps no order: sort by the starter's number.
  const ordered = (rows as { id: string; started_by: string }[])
    .map((row) => ({ id: row.id, n: Number(row.started_by.slice(4)) }))
    .sort((x, y) => x.n - y.n);
  await client.query(
    `insert into conversation_members (conversation_id, user_id, last_read_at)
     select c.id, u, now() from conversations c, unnest(array[c.user_low, c.user_high]) u`,
  );
  await client.query(
    `insert into messages (conversation_id, author_id, text, created_at)
     select c.id, case when k % 2 = 0 then c.user_low else c.user_high end,
            'Earlier message ' || k, now() - interval '1 hour' - k * interval '1 minute'
     from conversations c, generate_series(1, $1::int) k`,
    [messagesPerConversation],
  );
  await client.query("analyze");
  return ordered.map((row) => row.id);
}

interface Stream {
  text: string;
  /** The server ended it (the instance stopped, or the session ended). */
  ended: boolean;
  waiting: Map<string, () => void>;
  close(): void;
}

/** Member n's own stream on `baseUrl`; resolves once the server wrote its first line. */
async function openStream(baseUrl: string, n: number): Promise<Stream> {
  const stream: Stream = { text: "", ended: false, waiting: new Map(), close: () => {} };
  const cookie = sessionCookie(`msg-token-${n}`);
  const opened = await openEventStream(`${baseUrl}/api/me/live`, cookie, {
    onData(chunk) {
      stream.text = (stream.text + chunk).slice(-8192);
      for (const [marker, arrived] of stream.waiting) {
        // Only a `message` event carries the text.
        if (stream.text.includes(marker)) {
          stream.waiting.delete(marker);
          arrived();
        }
      }
    },
    onClose() {
      stream.ended = true;
    },
  });
  stream.close = opened.close;
  return stream;
}

/** Sends `samples` messages one after another; each is timed until the receiver's stream has it. */
async function sendAndTime(
  senderUrl: string,
  streams: Stream[],
  conversationIds: string[],
  sends: { first: number; count: number; label: string },
) {
  const delivered: number[] = [];
  const answered: number[] = [];
  let missed = 0;
  for (let i = sends.first; i < sends.first + sends.count; i++) {
    // Conversation i (from 0) is member i+1 (the sender) with member i+2 (the receiver,
    // whose stream is streams[i+1]); the last one wraps to member 1.
    const sender = i + 1;
    const stream = streams[(i + 1) % members] as Stream;
    const label = sends.label;
    const marker = `${label}-${i}-${randomBytes(4).toString("hex")}`;
    let arrivedAt = Number.NaN;
    const arrival = new Promise<void>((resolve) => {
      stream.waiting.set(marker, () => {
        arrivedAt = performance.now();
        resolve();
      });
    });
    const sentAt = performance.now();
    const response = await fetch(`${senderUrl}/api/conversations/${conversationIds[i]}/messages`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: sessionCookie(`msg-token-${sender}`),
        origin: senderUrl,
        "idempotency-key": `bench-${marker}`,
      },
      body: JSON.stringify({ text: `Is this still available? ${marker}` }),
    });
    answered.push(performance.now() - sentAt);
    if (response.status !== 201) {
      throw new Error(`send failed: ${response.status} ${await response.text()}`);
    }
    await Promise.race([arrival, pause(5000)]);
    stream.waiting.delete(marker);
    if (Number.isNaN(arrivedAt)) {
      missed++;
      // A stream that closed, or a run of misses, is a broken run, not a slow one.
      if (stream.ended || missed >= 5) {
        throw new Error(
          `${missed} messages never arrived (receiver's stream closed: ${stream.ended})`,
        );
      }
    } else delivered.push(arrivedAt - sentAt);
    // One message at a time: the figure is a message's own path, not a queue.
    await pause(20);
  }
  return { delivered: summary(delivered), answered: summary(answered), missed };
}

async function scenario(name: string, serverUrl: string, instances: number): Promise<Figure[]> {
  return withScratchApps(serverUrl, "coastal_bench_messages", async (scratch) => {
    const apps: Service[] = [];
    // Caches stay at their defaults (session and read caches on), as users run the app.
    for (let i = 0; i < instances; i++) apps.push(await scratch.startApp({ AUTH_SECRET: secret }));
    const { client } = scratch;
    await client.connect();
    const conversationIds = await seed(client);
    const senderUrl = apps[0]?.url as string;
    const receiverUrl = apps.at(-1)?.url as string;
    // Every member online: each stream on the receiving instance, index n-1 for member n.
    const streams: Stream[] = [];
    try {
      for (let n = 1; n <= members; n += 250) {
        const batch = Array.from({ length: Math.min(250, members - n + 1) }, (_, j) => n + j);
        streams.push(...(await Promise.all(batch.map((m) => openStream(receiverUrl, m)))));
      }
      // Warm-up: a few sends not counted (first statements planned, JIT settled).
      const label = name.replace(/ /g, "-");
      await sendAndTime(senderUrl, streams, conversationIds, {
        first: conversationsSeeded - 10,
        count: 10,
        label: `${label}-warm-up`,
      });
      const result = await sendAndTime(senderUrl, streams, conversationIds, {
        first: 0,
        count: samples,
        label,
      });
      const { delivered, answered, missed } = result;
      const ok = delivered.p95 <= goal.p95Ms && missed === 0;
      console.log(
        `  ${name}${instances > 1 ? " (sender on A, receiver on B)" : ""}: ${samples} messages, ` +
          `delivered p50 ${ms(delivered.p50)}, p95 ${ms(delivered.p95)}, max ${ms(delivered.max)}, missed ${missed}; ` +
          `sender's answer p50 ${ms(answered.p50)}, p95 ${ms(answered.p95)}`,
      );
      console.log(
        `  ${name} p95 ${ms(delivered.p95)} (goal <= ${goal.p95Ms} ms): ${ok ? "met" : "NOT met"}`,
      );
      const p95 = figure(`messages ${name}: send to delivered, p95`, delivered.p95, "ms", {
        max: goal.p95Ms,
      });
      return [
        { ...p95, ok },
        figure(`messages ${name}: send to delivered, p50`, delivered.p50, "ms"),
      ];
    } finally {
      for (const stream of streams) stream.close();
    }
  });
}

/** The floor: a NOTIFY from one bare connection heard by a LISTEN on another, same server. */
async function bareNotify(serverUrl: string) {
  const listener = new pg.Client({ connectionString: serverUrl });
  const notifier = new pg.Client({ connectionString: serverUrl });
  await Promise.all([listener.connect(), notifier.connect()]);
  try {
    await listener.query("listen coastal_bench_messages");
    const waiting = new Map<string, () => void>();
    listener.on("notification", (note) => waiting.get(note.payload ?? "")?.());
    const times: number[] = [];
    for (let i = 0; i < samples + 10; i++) {
      const payload = `${i}-${randomBytes(4).toString("hex")}`;
      const heard = new Promise<void>((resolve) => waiting.set(payload, resolve));
      const sentAt = performance.now();
      await notifier.query("select pg_notify('coastal_bench_messages', $1)", [payload]);
      await heard;
      waiting.delete(payload);
      if (i >= 10) times.push(performance.now() - sentAt);
      await pause(20);
    }
    return summary(times);
  } finally {
    await Promise.all([listener.end(), notifier.end()]);
  }
}

export async function run(): Promise<BenchResult> {
  const server = await postgresServer();
  console.log(
    `  ${server.label}; ${conversationsSeeded} conversations of ${members} members (${messagesPerConversation} messages each), every member's stream open; caches on (session and read caches at their defaults)`,
  );
  try {
    const floor = await bareNotify(server.url);
    console.log(
      `  bare pg LISTEN/NOTIFY round trip (the floor under the cross-instance path): p50 ${ms(floor.p50)}, p95 ${ms(floor.p95)}`,
    );
    const figures = [
      ...(await scenario("one instance", server.url, 1)),
      ...(await scenario("two instances", server.url, 2)),
      {
        ...figure("messages: bare pg NOTIFY to LISTEN, p95 (the floor)", floor.p95, "ms"),
        caches: "n/a" as const,
      },
    ];
    return { ok: figures.every((f) => f.ok !== false), figures };
  } finally {
    await server.stop();
  }
}
