import net, { type AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadLimits, uploadMessages } from "../../../contracts/uploads.ts";
import {
  createTestApp,
  signUpVerified,
  type TestApp,
  testBaseUrl,
} from "../../../tests/support/test-app.ts";
import { jpegWithGps } from "../../../tests/support/test-images.ts";
import { imageDecodes } from "../../platform/storage/images.ts";
import { maxFormBytes } from "./read-upload.ts";

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const megabyte = 1024 * 1024;
const tooLargeReply = { code: "PAYLOAD_TOO_LARGE", message: uploadMessages.tooLarge };

const total = 30 * megabyte;

interface Answer {
  status: number;
  body: unknown;
  sentWhenAnswered: number;
}

/**
 * Sends a 30 MB "photo" to the avatar route over a raw socket, 64 KB every few
 * milliseconds, the way a slow phone would. A polite client hangs up once it
 * has an answer (RFC 9112 asks clients to watch for one while sending); a
 * stubborn one ignores the answer and the server's half-close and keeps
 * sending until the server cuts it off. Reports how much had been sent when
 * the answer came and when the connection closed.
 */
function sendHugeAvatar(
  cookie: string,
  options: { declareLength: boolean; polite: boolean; junkBeforeForm?: boolean },
) {
  const boundary = "----coastal-test-boundary";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="huge.jpg"\r\n` +
      "Content-Type: image/jpeg\r\n\r\n",
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const piece = Buffer.alloc(64 * 1024, 0xff);
  // Chunked framing when no length is declared, as a streaming client sends it.
  const frame = (data: Buffer) =>
    options.declareLength
      ? data
      : Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from("\r\n")]);
  const requestHead = [
    "POST /api/profile/avatar HTTP/1.1",
    `host: 127.0.0.1:${port}`,
    `cookie: ${cookie}`,
    `origin: ${testBaseUrl}`,
    `content-type: multipart/form-data; boundary=${boundary}`,
    options.declareLength
      ? `content-length: ${head.length + total + tail.length}`
      : "transfer-encoding: chunked",
    "",
    "",
  ].join("\r\n");

  let sent = 0;
  let received = Buffer.alloc(0);
  let answer: Answer | undefined;
  return new Promise<{ answer?: Answer; sentWhenClosed: number }>((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port, allowHalfOpen: true });
    socket.on("data", (data: Buffer) => {
      received = Buffer.concat([received, data]);
      const text = received.toString();
      const split = text.indexOf("\r\n\r\n");
      const length = Number(/content-length: (\d+)/i.exec(text)?.[1] ?? Number.NaN);
      if (answer || split < 0 || text.length < split + 4 + length) return;
      const body = JSON.parse(text.slice(split + 4, split + 4 + length));
      answer = { status: Number(text.split(" ")[1]), body, sentWhenAnswered: sent };
      if (options.polite) socket.destroy();
    });
    // Writing into a connection the server has closed fails (EPIPE, ECONNRESET): expected.
    socket.on("error", () => {});
    socket.on("close", () => resolve({ answer, sentWhenClosed: sent }));
    (async () => {
      socket.write(requestHead);
      // Bytes before the first boundary are a preamble the parser skips.
      if (!options.junkBeforeForm) socket.write(frame(head));
      while (sent < total && !socket.destroyed) {
        const more = socket.write(frame(piece));
        sent += piece.length;
        if (!more) await new Promise((resume) => socket.once("drain", resume));
        else await new Promise((resume) => setTimeout(resume, 5));
      }
      if (!socket.destroyed) socket.end(Buffer.concat([frame(tail), frame(Buffer.alloc(0))]));
    })().catch(() => {});
  });
}

describe("upload limits over real HTTP", () => {
  it("answers 413 once a file passes 10 MB, long before all 30 MB are sent", async () => {
    const { client } = await signUpVerified(t);
    const cookie = client.cookieHeader();
    const { answer } = await sendHugeAvatar(cookie, { declareLength: false, polite: true });
    expect(answer?.status).toBe(413);
    expect(answer?.body).toEqual(tooLargeReply);
    // Just past the limit, plus what was in flight; before, the answer came only
    // after the last of the 30 MB.
    expect(answer?.sentWhenAnswered).toBeGreaterThan(uploadLimits.maxBytes);
    expect(answer?.sentWhenAnswered).toBeLessThan(uploadLimits.maxBytes + 6 * megabyte);
    expect((await client.get("/api/profile")).json().avatarUrl).toBeNull();
  });

  it("counts every byte of a chunked body, even those the parser skips", async () => {
    const { client } = await signUpVerified(t);
    const cookie = client.cookieHeader();
    const { answer } = await sendHugeAvatar(cookie, {
      declareLength: false,
      polite: true,
      junkBeforeForm: true,
    });
    expect(answer?.status).toBe(413);
    expect(answer?.body).toEqual(tooLargeReply);
    expect(answer?.sentWhenAnswered).toBeGreaterThan(maxFormBytes(1));
    expect(answer?.sentWhenAnswered).toBeLessThan(maxFormBytes(1) + 6 * megabyte);
  });

  it("refuses a declared length over the cap before reading the body", async () => {
    const { client } = await signUpVerified(t);
    const cookie = client.cookieHeader();
    const { answer } = await sendHugeAvatar(cookie, { declareLength: true, polite: true });
    expect(answer?.status).toBe(413);
    expect(answer?.body).toEqual(tooLargeReply);
    expect(answer?.sentWhenAnswered).toBeLessThan(uploadLimits.maxBytes);
  });

  it("cuts off a client that keeps sending, after it could read the 413", async () => {
    const { client } = await signUpVerified(t);
    const cookie = client.cookieHeader();
    for (const declareLength of [false, true]) {
      const stubborn = await sendHugeAvatar(cookie, { declareLength, polite: false });
      expect(stubborn.answer?.status).toBe(413);
      expect(stubborn.sentWhenClosed).toBeLessThan(total - 5 * megabyte);
    }
  });
});

describe("form limits", () => {
  it("refuses too many fields, too many parts and a JSON body over 1 MB", async () => {
    const { client } = await signUpVerified(t);
    const photo = { field: "avatar", body: await jpegWithGps(40, 30) };
    const manyFields = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`f${i}`, "x"]));
    const fields = await client.upload("/api/profile/avatar", [photo], manyFields);
    expect(fields.statusCode).toBe(400);
    expect(fields.json()).toEqual({ code: "BAD_REQUEST", message: "Too many form fields." });

    const twoFiles = await client.upload("/api/profile/avatar", [photo, photo]);
    expect(twoFiles.statusCode).toBe(413);
    expect(twoFiles.json().message).toBe("You can upload at most 1 image.");

    const json = await client.request("PATCH", "/api/profile", { bio: "x".repeat(megabyte) });
    expect(json.statusCode).toBe(413);
    expect((await client.get("/api/profile")).json().avatarUrl).toBeNull();
  });

  it("answers 400, never 500, to a malformed form", async () => {
    const { client } = await signUpVerified(t);
    const cutShort =
      '--abc\r\nContent-Disposition: form-data; name="avatar"; filename="a.jpg"\r\n\r\nxx';
    for (const [contentType, payload] of [
      ["multipart/form-data", "no boundary declared"],
      ["multipart/form-data; boundary=abc", cutShort],
    ]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/profile/avatar",
        headers: {
          cookie: client.cookieHeader(),
          origin: testBaseUrl,
          "content-type": contentType,
        },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: "BAD_REQUEST", message: uploadMessages.unreadable });
    }
  });
});

describe("image decodes", () => {
  it("decodes at most two images at once, however many arrive together", async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => signUpVerified(t)));
    const photo = await jpegWithGps(3000, 2000);
    let mostInSharp = 0;
    let mostQueued = 0;
    // sharp's own counters of the resize tasks it has queued and running: an
    // observation independent of our limiter.
    const sample = setInterval(() => {
      const { queue, process } = sharp.counters();
      mostInSharp = Math.max(mostInSharp, queue + process);
      mostQueued = Math.max(mostQueued, imageDecodes.waiting);
    }, 1);
    const responses = await Promise.all(
      users.map(({ client }) =>
        client.upload("/api/profile/avatar", [{ field: "avatar", body: photo }]),
      ),
    ).finally(() => clearInterval(sample));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    expect(mostInSharp).toBeGreaterThan(0);
    // sharp may still count a finished task while its callback runs, and the next task (the
    // thumbnail, or the next upload's decode) is queued inside that callback: one task
    // of overlap. Without the limit all 8 would be in sharp at once.
    expect(mostInSharp).toBeLessThanOrEqual(imageDecodes.limit + 1);
    // The others really waited their turn.
    expect(mostQueued).toBeGreaterThan(0);
  });
});
