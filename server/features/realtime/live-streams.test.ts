import { once } from "node:events";
import { createConnection, createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { waitFor } from "../../../tests/support/event-stream.ts";
import { createScratchDatabase } from "../../../tests/support/scratch-database.ts";
import { type Database, openDatabase } from "../../db/client.ts";
import { LiveHub } from "../../platform/runtime/live-hub.ts";
import { flushIntervalFor, LiveStreams } from "./live-streams.ts";

/** What one client socket has read: the changes of each SSE message. */
interface Reader {
  messages: { ids: string[] }[];
}

function readMessages(socket: Socket): Reader {
  const reader: Reader = { messages: [] };
  let buffered = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => {
    buffered += chunk;
    let end = buffered.indexOf("\n\n");
    while (end >= 0) {
      const message = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const data = message.split("\n").find((line) => line.startsWith("data: "));
      if (data) {
        const { events } = JSON.parse(data.slice(6)) as { events: { id: string }[] };
        reader.messages.push({ ids: events.map((change) => change.id) });
      }
      end = buffered.indexOf("\n\n");
    }
  });
  return reader;
}

describe("a city's live batches", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: Database;
  let hub: LiveHub;
  let streams: LiveStreams;
  let server: Server;
  const accepted: Socket[] = [];
  const clients: Socket[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(inject("databaseServerUrl"), "coastal_live");
    database = await openDatabase({ databaseUrl: scratch.url });
    hub = new LiveHub(database);
    await hub.start();
    streams = new LiveStreams(hub);
    server = createServer((socket) => accepted.push(socket));
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
  });

  afterAll(async () => {
    streams.endAll();
    for (const client of clients) client.destroy();
    server.close();
    await hub.stop();
    await database.close();
    await scratch.drop();
  });

  /** `count` real connections, each one a stream of `city` on the app's side. */
  async function openStreams(city: string, count: number): Promise<Reader[]> {
    const { port } = server.address() as { port: number };
    const first = accepted.length;
    const readers: Reader[] = [];
    for (let i = 0; i < count; i++) {
      const client = createConnection({ port, host: "127.0.0.1" });
      clients.push(client);
      readers.push(readMessages(client));
    }
    await waitFor(() => accepted.length >= first + count, 10_000);
    accepted.slice(first, first + count).forEach((output, i) => {
      streams.add({ userId: `${city}-${i}`, sessionId: `${city}-${i}`, city, output });
    });
    return readers;
  }

  const publish = (city: string, id: string) => hub.publish({ city, type: "post.created", id });
  const allHave = (readers: Reader[], id: string) =>
    readers.every((reader) => reader.messages.some((message) => message.ids.includes(id)));

  it("grows with the city's streams on this instance, from 100 ms to at most 500 ms", () => {
    expect(flushIntervalFor(1)).toBe(100);
    expect(flushIntervalFor(200)).toBe(100);
    expect(flushIntervalFor(700)).toBe(350);
    expect(flushIntervalFor(20_000)).toBe(500);
  });

  it("carries a busy city's changes of half a second in one message to each stream", async () => {
    const busy = await openStreams("busy", 1000);
    const quiet = await openStreams("quiet", 3);

    // A quiet moment: the first change goes out at once.
    await publish("busy", "a");
    await publish("quiet", "a");
    await waitFor(() => allHave(busy, "a") && allHave(quiet, "a"), 10_000);

    await publish("busy", "b");
    await publish("quiet", "b");
    // The quiet city's next message may go 50 ms after the last (half its interval,
    // decision 104); the busy city's waits 250 ms.
    await waitFor(() => allHave(quiet, "b"), 10_000);
    expect(allHave(busy, "b")).toBe(false);
    await publish("busy", "c");
    await waitFor(() => allHave(busy, "c"), 10_000);

    for (const reader of busy) {
      expect(reader.messages.map((message) => message.ids)).toEqual([["a"], ["b", "c"]]);
    }
    expect(quiet[0]?.messages.map((message) => message.ids)).toEqual([["a"], ["b"]]);
  }, 60_000);

  it("drops a stream whose client stopped reading once a megabyte waits for it, and keeps the others", async () => {
    // Only these two: a message to all goes to no stream of the tests above.
    for (const stream of streams.list()) streams.end(stream);
    const [, reading] = await openStreams("slow", 2);
    const stalled = clients.at(-2);
    const keeps = clients.at(-1);
    if (!stalled || !keeps || !reading) throw new Error("two streams were opened");
    stalled.pause();
    const stalledClosed = once(stalled, "close");
    let received = 0;
    let stalledReceived = 0;
    keeps.on("data", (chunk: string) => {
      received += Buffer.byteLength(chunk);
    });
    stalled.on("data", (chunk: string) => {
      stalledReceived += Buffer.byteLength(chunk);
    });
    const slowStreams = () => streams.list().filter((stream) => stream.city === "slow");
    const chunk = `: ${"x".repeat(256 * 1024)}\n\n`;
    let written = 0;
    // Written no faster than the reading client reads; the stalled one's backlog grows
    // past what the kernel's buffers hold and then past the limit.
    for (let i = 0; i < 400 && slowStreams().length === 2; i++) {
      streams.writeToAll(chunk);
      written += chunk.length;
      await waitFor(() => received >= written, 10_000);
    }
    expect(slowStreams()).toHaveLength(1);
    // Reading again, it gets what the kernel's buffers held, then the end of the stream.
    stalled.resume();
    await stalledClosed;
    expect(stalledReceived).toBeLessThan(written);
    // The reader that kept up still gets what follows.
    await publish("slow", "after");
    await waitFor(() => allHave([reading], "after"), 10_000);
  }, 60_000);
});
