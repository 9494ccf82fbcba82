import exifr from "exifr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadMessages } from "../../../contracts/uploads.ts";
import {
  createTestApp,
  signUpVerified,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { jpegWithGps } from "../../../tests/support/test-images.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("avatar upload", () => {
  it("stores a resized avatar without GPS and replaces the old one", async () => {
    const { client } = await signUpVerified(t);
    const photo = await jpegWithGps();
    // The upload really carries a location...
    expect(await exifr.gps(photo)).toMatchObject({ latitude: -28 });

    const first = await client.upload("/api/profile/avatar", [{ field: "avatar", body: photo }]);
    expect(first.statusCode).toBe(200);
    const avatarUrl: string = first.json().avatarUrl;
    expect(avatarUrl).toMatch(/^\/uploads\/avatar-[0-9a-f-]+\.webp$/);
    expect((await client.get("/api/me")).json().viewer.avatarUrl).toBe(avatarUrl);

    const served = await client.get(avatarUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    const stored = served.rawPayload;
    const meta = await sharp(stored).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(512);
    // ...and the stored file carries no metadata at all (exifr cannot read WebP,
    // so ask sharp and look at the bytes).
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from("CoastalCam"))).toBe(false);

    const second = await client.upload("/api/profile/avatar", [{ field: "avatar", body: photo }]);
    expect(second.json().avatarUrl).not.toBe(avatarUrl);
    expect((await client.get(avatarUrl)).statusCode).toBe(404);
  });

  it("refuses a disguised non-image and an empty upload, keeping the avatar", async () => {
    const { client } = await signUpVerified(t);
    const disguised = await client.upload("/api/profile/avatar", [
      { field: "avatar", body: Buffer.from("<html>not a picture</html>"), name: "me.jpg" },
    ]);
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().message).toBe(uploadMessages.unsupportedType);
    const empty = await client.upload("/api/profile/avatar", [], { note: "nothing" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(uploadMessages.noImage);
    expect((await client.get("/api/profile")).json().avatarUrl).toBeNull();
  });

  it("needs a session", async () => {
    const response = await new TestClient(t.app).upload("/api/profile/avatar", [
      { field: "avatar", body: await jpegWithGps(40, 30) },
    ]);
    expect(response.statusCode).toBe(401);
  });
});
