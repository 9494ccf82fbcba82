import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageMessages } from "../../../contracts/messages.ts";
import { uploadMessages } from "../../../contracts/uploads.ts";
import { listening, waitFor } from "../../../tests/support/event-stream.ts";
import { appointModerator } from "../../../tests/support/staff-factor.ts";
import {
  cityWithMembers,
  signUpMember,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { jpegWithGps, smallPng } from "../../../tests/support/test-images.ts";
import { messagePhotos } from "../../db/schema.ts";
import { createStorage } from "../../platform/storage/create-storage.ts";
import { buildExportZip } from "../account/data-export/build-export.ts";
import { deleteUser } from "../admin/delete-user.service.ts";

// Photos in messages (issue 32 scope 1): up to 4 through the uploads pipeline, served
// only to whoever may read the conversation, exported and deleted with their sender.
let t: TestApp;
let admin: TestClient;
let alice: TestClient;
let bob: TestClient;
let ids: { alice: string; bob: string };
const idOf = async (client: TestClient) => (await client.get("/api/me")).json().viewer.id as string;

beforeAll(async () => {
  ({ t, admin, alice, bob } = await cityWithMembers("gold-coast"));
  ids = { alice: await idOf(alice), bob: await idOf(bob) };
});
afterAll(() => t.close());

type Photo = { url: string; thumbnailUrl: string; width: number; height: number; alt: string };

async function conversationWith(from: TestClient, toUserId: string, text: string) {
  const started = await from.post("/api/conversations", { toUserId, text });
  expect(started.statusCode, started.body).toBeLessThan(300);
  return started.json().conversation.id as string;
}

const sendPhotos = (
  client: TestClient,
  id: string,
  files: Buffer[],
  data: Record<string, unknown> = {},
  type = "image/png",
) =>
  client.upload(
    `/api/conversations/${id}/messages`,
    files.map((body, i) => ({ field: "photos", body, name: `p${i}.png`, type })),
    { data: JSON.stringify(data) },
  );

const keyOf = (url: string) => decodeURIComponent(url.slice(url.lastIndexOf("/") + 1));
const storedPath = (key: string) => path.join(t.settings.DATA_DIR, "uploads", key);

describe("photos in messages", () => {
  let id: string;
  let photos: Photo[];

  it("a member sends photos with no text, EXIF gone and resized, and the other participant sees them", async () => {
    id = await conversationWith(alice, ids.bob, "Here is the bike");
    const sent = await sendPhotos(alice, id, [await jpegWithGps(), await smallPng()], {
      alts: ["Red bike, side view", ""],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const message = sent.json();
    expect(message).toMatchObject({ text: "", fromMe: true });
    photos = message.photos;
    expect(photos).toHaveLength(2);
    expect(photos[0]).toMatchObject({ alt: "Red bike, side view" });
    expect(photos[1]?.alt).toBeNull();
    expect(Math.max(photos[0]?.width ?? 0, photos[0]?.height ?? 0)).toBeLessThanOrEqual(2048);
    expect(photos[0]?.url).toMatch(new RegExp(`^/api/conversations/${id}/photos/message-`));

    const page = (await bob.get(`/api/conversations/${id}/messages`)).json();
    expect(page.items[0]).toMatchObject({ fromMe: false, photos });
    const image = await bob.get(photos[0]?.url as string);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.headers["cache-control"]).toBe("private, no-store");
    const metadata = await sharp(image.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    const thumb = await bob.get(photos[0]?.thumbnailUrl as string);
    expect(thumb.statusCode).toBe(200);
  });

  it("the live message event carries the photos to the other participant's stream", async () => {
    const address = await listening(t.app);
    const controller = new AbortController();
    const response = await fetch(`${address}/api/me/live`, {
      headers: { cookie: bob.cookieHeader() },
      signal: controller.signal,
    });
    let text = "";
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const read = await reader?.read();
          if (!read || read.done) break;
          text += read.value;
        }
      } catch {
        // stopped
      }
    })();
    const messagesIn = () =>
      text
        .split("\n\n")
        .filter((block) => block.includes("event: message\n"))
        .map((block) => JSON.parse(block.split("data: ")[1] ?? "{}"));
    const sent = await sendPhotos(alice, id, [await smallPng()], { alts: ["Live one"] });
    expect(sent.statusCode, sent.body).toBe(201);
    await waitFor(() => messagesIn().length > 0);
    controller.abort();
    expect(messagesIn()[0]).toMatchObject({
      conversationId: id,
      message: { fromMe: false, photos: [{ alt: "Live one", url: sent.json().photos[0].url }] },
    });
  });

  it("text and photos go together; the inbox's last message carries them", async () => {
    const sent = await sendPhotos(bob, id, [await smallPng()], { text: "Mine looks like this" });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ text: "Mine looks like this" });
    const inbox = (await alice.get("/api/me/conversations")).json();
    const row = inbox.items.find((c: { id: string }) => c.id === id);
    expect(row.lastMessage.photos).toHaveLength(1);
  });

  it("refuses a fifth photo, a file that is not an image, and a message with neither words nor photos, storing nothing", async () => {
    const before = await t.db.select().from(messagePhotos);
    const png = await smallPng();
    const five = await sendPhotos(alice, id, [png, png, png, png, png]);
    expect(five.statusCode).toBe(400);
    expect(five.json().message).toBe(messageMessages.tooManyPhotos);
    const notImage = await sendPhotos(
      alice,
      id,
      [Buffer.from("%PDF-1.4 not a photo")],
      {},
      "image/png",
    );
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe(uploadMessages.unsupportedType);
    // A good photo then a bad one: the good one is not left behind.
    const mixed = await sendPhotos(alice, id, [png, Buffer.from("GIF89a nope")]);
    expect(mixed.statusCode).toBe(400);
    const empty = await sendPhotos(alice, id, [], { text: "  " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(messageMessages.textOrPhotoRequired);
    const longAlt = await sendPhotos(alice, id, [png], { alts: ["a".repeat(201)] });
    expect(longAlt.statusCode).toBe(400);
    expect(longAlt.json().message).toBe(messageMessages.altTooLong);
    expect(await t.db.select().from(messagePhotos)).toHaveLength(before.length);
  });

  it("nobody else sees them: other members, visitors and /uploads get 404; a moderator only once it is reported", async () => {
    const url = photos[0]?.url as string;
    const key = keyOf(url);
    const carol = await signUpMember(t, admin);
    expect((await carol.client.get(url)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(url)).statusCode).toBe(401);
    expect((await bob.get(`/uploads/${key}`)).statusCode).toBe(404);
    expect((await alice.get(`/uploads/${key.replace(".webp", "-thumb.webp")}`)).statusCode).toBe(
      404,
    );
    // A key of another conversation, asked for under one's own: 404.
    const own = await conversationWith(carol.client, ids.alice, "Hello");
    expect((await carol.client.get(`/api/conversations/${own}/photos/${key}`)).statusCode).toBe(
      404,
    );

    const modId = await idOf(carol.client);
    expect((await appointModerator(t, admin, "gold-coast", modId)).statusCode).toBeLessThan(300);
    expect((await carol.client.get(url)).statusCode).toBe(404);
    await bob.post(`/api/conversations/${id}/report`, { reason: "scam", description: "Odd" });
    expect((await carol.client.get(url)).statusCode).toBe(200);
  });

  it("the sender's export holds the rows and the files; deleting the sender removes both", async () => {
    const gone = await signUpMember(t, admin);
    const goneId = await idOf(gone.client);
    const talk = await conversationWith(gone.client, ids.bob, "Photos coming");
    const sent = await sendPhotos(gone.client, talk, [await smallPng(), await smallPng()], {
      alts: ["Front"],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const keys = (sent.json().photos as Photo[]).flatMap((p) => [
      keyOf(p.url),
      keyOf(p.thumbnailUrl),
    ]);
    const storage = createStorage(t.settings);
    const zip = unzipSync(await buildExportZip({ db: t.db, storage }, goneId));
    const rows = JSON.parse(strFromU8(zip["message-photos.json"] as Uint8Array));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ image_key: keys[0], alt: "Front" });
    expect(zip[`files/${keys[0]}`]?.length).toBeGreaterThan(0);
    expect(zip[`files/${keys[2]}`]?.length).toBeGreaterThan(0);
    // Bob's export holds no photo of someone else's.
    const bobZip = unzipSync(await buildExportZip({ db: t.db, storage }, ids.bob));
    const bobRows = JSON.parse(strFromU8(bobZip["message-photos.json"] as Uint8Array));
    expect(bobRows.every((row: { author_id: string }) => row.author_id === ids.bob)).toBe(true);

    for (const key of keys) expect(existsSync(storedPath(key))).toBe(true);
    expect(await deleteUser({ db: t.db, storage }, goneId)).toBe(true);
    for (const key of keys) expect(existsSync(storedPath(key))).toBe(false);
    expect(
      await t.db.select().from(messagePhotos).where(eq(messagePhotos.authorId, goneId)),
    ).toEqual([]);
    const page = (await bob.get(`/api/conversations/${talk}/messages`)).json();
    expect(page.items[0]).toMatchObject({ photos: [], author: { deleted: true } });
  });
});
