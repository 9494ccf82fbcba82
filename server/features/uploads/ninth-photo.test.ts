import { existsSync, readdirSync } from "node:fs";
import net, { type AddressInfo } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tooManyImagesMessage } from "../../../contracts/uploads.ts";
import {
  createTestApp,
  signUpVerified,
  type TestApp,
  testBaseUrl,
} from "../../../tests/support/test-app.ts";
import { smallPng } from "../../../tests/support/test-images.ts";
import { marketplaceItems, user } from "../../db/schema.ts";

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const megabyte = 1024 * 1024;
/** The ninth photo: under the 10 MB per-image limit, so only its count refuses it. */
const ninthBytes = 9 * megabyte;
const boundary = "----coastal-ninth-photo";

const part = (disposition: string, type?: string) =>
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n` +
      `${type ? `Content-Type: ${type}\r\n` : ""}\r\n`,
  );

/**
 * A listing with 9 photos over a raw socket: the data field and 8 small photos at
 * once, then the 9th part's header and its 9 MB a slow phone's way, 64 KB every few
 * milliseconds. The client hangs up once it has an answer. Reports the answer and
 * how many of the 9th photo's bytes had been sent when it came.
 */
async function sendNinePhotos(cookie: string) {
  const png = await smallPng();
  const listing = {
    title: "Chair",
    description: "A chair",
    category: "furniture",
    condition: "good",
    price: 10,
  };
  const first = Buffer.concat([
    part('name="data"'),
    Buffer.from(JSON.stringify(listing)),
    Buffer.from("\r\n"),
    ...Array.from({ length: 8 }, (_, i) => [
      part(`name="photos"; filename="p${i}.png"`, "image/png"),
      png,
      Buffer.from("\r\n"),
    ]).flat(),
    part('name="photos"; filename="ninth.png"', "image/png"),
  ]);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const head = [
    "POST /api/cities/gold-coast/marketplace-items HTTP/1.1",
    `host: 127.0.0.1:${port}`,
    `cookie: ${cookie}`,
    `origin: ${testBaseUrl}`,
    `content-type: multipart/form-data; boundary=${boundary}`,
    `content-length: ${first.length + ninthBytes + tail.length}`,
    "",
    "",
  ].join("\r\n");

  let sent = 0;
  let received = Buffer.alloc(0);
  return new Promise<{ status: number; body: unknown; ninthSent: number } | undefined>(
    (resolve) => {
      let answer: { status: number; body: unknown; ninthSent: number } | undefined;
      const socket = net.connect({ host: "127.0.0.1", port });
      socket.on("data", (data: Buffer) => {
        received = Buffer.concat([received, data]);
        const text = received.toString();
        const split = text.indexOf("\r\n\r\n");
        const length = Number(/content-length: (\d+)/i.exec(text)?.[1] ?? Number.NaN);
        if (answer || split < 0 || text.length < split + 4 + length) return;
        const body = JSON.parse(text.slice(split + 4, split + 4 + length));
        answer = { status: Number(text.split(" ")[1]), body, ninthSent: sent };
        socket.destroy();
      });
      // Writing into a connection the server has closed fails: expected.
      socket.on("error", () => {});
      socket.on("close", () => resolve(answer));
      (async () => {
        socket.write(head);
        socket.write(first);
        const piece = Buffer.alloc(64 * 1024, 0xff);
        while (sent < ninthBytes && !socket.destroyed) {
          const more = socket.write(piece);
          sent += piece.length;
          if (!more) await new Promise((resume) => socket.once("drain", resume));
          else await new Promise((resume) => setTimeout(resume, 5));
        }
        if (!socket.destroyed) socket.end(tail);
      })().catch(() => {});
    },
  );
}

/** Every file stored under `dir` (none when nothing was ever stored there). */
const filesUnder = (dir: string): string[] =>
  (existsSync(dir) ? readdirSync(dir, { withFileTypes: true, recursive: true }) : [])
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

describe("a ninth photo", () => {
  it("is refused with 413 as its part begins, before its bytes are read, and nothing is stored", async () => {
    const { client, email } = await signUpVerified(t);
    const answer = await sendNinePhotos(client.cookieHeader());

    expect(answer?.status).toBe(413);
    expect(answer?.body).toEqual({ code: "PAYLOAD_TOO_LARGE", message: tooManyImagesMessage(8) });
    // Answered while the 9th photo was still arriving; before, only after all 9 MB.
    expect(answer?.ninthSent).toBeLessThan(ninthBytes / 3);

    const [seller] = await t.db.select().from(user).where(eq(user.email, email));
    expect(
      await t.db
        .select()
        .from(marketplaceItems)
        .where(eq(marketplaceItems.userId, seller?.id ?? "")),
    ).toEqual([]);
    const uploads = path.join(t.settings.DATA_DIR, "uploads");
    expect(filesUnder(uploads)).toEqual([]);
  });
});
