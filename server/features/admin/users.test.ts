import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMessages } from "../../../contracts/admin.ts";
import { authMessages } from "../../../contracts/auth.ts";
import { giveSecondFactor } from "../../../tests/support/staff-factor.ts";
import {
  createTestApp,
  signUpAdmin,
  signUpMember,
  signUpVerified,
  strongPassword,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { smallPng } from "../../../tests/support/test-images.ts";
import { cityModerators, moderationLog, user } from "../../db/schema.ts";

let t: TestApp;
let admin: TestClient;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: "false" });
  admin = (await signUpAdmin(t)).client;
  adminId = (await admin.get("/api/me")).json().viewer.id;
});
afterAll(() => t.close());

const idOf = async (client: TestClient) => (await client.get("/api/me")).json().viewer.id as string;
const logFor = (targetId: string) =>
  t.db.select().from(moderationLog).where(eq(moderationLog.targetId, targetId));

describe("a banned account", () => {
  it("is left out of its city's member list and count", async () => {
    const staying = await signUpMember(t, admin, "cape-town");
    const banned = await signUpMember(t, admin, "cape-town");
    const bannedId = await idOf(banned.client);
    const names = async () =>
      (
        (await staying.client.get("/api/cities/cape-town/members")).json().members as {
          userId: string;
        }[]
      ).map((member) => member.userId);
    expect(await names()).toContain(bannedId);
    const before = (await staying.client.get("/api/cities/cape-town")).json().memberCount;

    expect(
      (await admin.post(`/api/admin/users/${bannedId}/ban`, { reason: "Spam" })).statusCode,
    ).toBe(204);
    expect(await names()).not.toContain(bannedId);
    expect(await names()).toContain(await idOf(staying.client));
    expect((await staying.client.get("/api/cities/cape-town")).json().memberCount).toBe(before - 1);
  });
});

describe("the Users tab", () => {
  it("finds accounts by part of a name or email, newest first, a page at a time", async () => {
    const first = await signUpMember(t, admin, "miami");
    const second = await signUpVerified(t);
    const all = (await admin.get("/api/admin/users?limit=2")).json();
    expect(all.items.map((u: { email: string }) => u.email)).toEqual([second.email, first.email]);
    expect(all.nextCursor).toEqual(expect.any(String));
    const next = (await admin.get(`/api/admin/users?limit=2&cursor=${all.nextCursor}`)).json();
    expect(next.items.map((u: { email: string }) => u.email)).not.toContain(first.email);

    const found = (await admin.get(`/api/admin/users?q=${first.email.slice(0, 12)}`)).json();
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({
      email: first.email,
      role: "user",
      status: "active",
      cities: [{ slug: "miami", name: "Miami", moderator: false }],
    });
    expect((await admin.get("/api/admin/users?cursor=bogus")).statusCode).toBe(400);
    expect((await first.client.get("/api/admin/users")).statusCode).toBe(403);
  });

  it("bans with a reason (sign-in refused, sessions ended) and unbans, each on the record", async () => {
    const target = await signUpVerified(t);
    const id = await idOf(target.client);
    expect((await admin.post(`/api/admin/users/${id}/ban`, {})).statusCode).toBe(400);
    expect((await admin.post(`/api/admin/users/${id}/ban`, { reason: "Spam" })).statusCode).toBe(
      204,
    );
    expect((await target.client.get("/api/me")).json().viewer).toBeNull();
    const refused = await new TestClient(t.app).post("/api/auth/sign-in/email", {
      email: target.email,
      password: strongPassword,
    });
    expect(refused.json().message).toBe(authMessages.suspended);
    expect((await admin.post(`/api/admin/users/${id}/unban`)).statusCode).toBe(204);
    const again = await new TestClient(t.app).post("/api/auth/sign-in/email", {
      email: target.email,
      password: strongPassword,
    });
    expect(again.statusCode).toBe(200);
    expect((await logFor(id)).map((line) => [line.action, line.reason])).toEqual(
      expect.arrayContaining([
        ["ban", "Spam"],
        ["unban", null],
      ]),
    );
  });

  it("never bans, deletes or changes the role of one's own account", async () => {
    for (const [method, url, body] of [
      ["POST", `/api/admin/users/${adminId}/ban`, { reason: "x" }],
      ["POST", `/api/admin/users/${adminId}/role`, { role: "user" }],
      ["DELETE", `/api/admin/users/${adminId}`, undefined],
    ] as const) {
      const answer = await admin.request(method, url, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(adminMessages.notYourself.defaultMessage);
    }
    expect((await admin.get("/api/me")).json().viewer.isAdmin).toBe(true);
  });

  it("grants and revokes admin", async () => {
    const other = await signUpVerified(t);
    const id = await idOf(other.client);
    await admin.post(`/api/admin/users/${id}/role`, { role: "admin" });
    // A new admin uses their tools once they have a second factor (decision 067).
    expect((await other.client.get("/api/admin/users")).json().code).toBe("SECOND_FACTOR_REQUIRED");
    await giveSecondFactor(t, id);
    expect((await other.client.get("/api/admin/users")).statusCode).toBe(200);
    await admin.post(`/api/admin/users/${id}/role`, { role: "user" });
    expect((await other.client.get("/api/admin/users")).statusCode).toBe(403);
    expect((await logFor(id)).map((line) => line.action)).toEqual(
      expect.arrayContaining(["grant-admin", "revoke-admin"]),
    );
  });

  it("deletes an account with its rows, and says so in the log", async () => {
    const doomed = await signUpMember(t, admin, "miami");
    const id = await idOf(doomed.client);
    expect((await admin.request("DELETE", `/api/admin/users/${id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(user).where(eq(user.id, id))).toHaveLength(0);
    expect((await logFor(id)).map((line) => line.action)).toEqual(["delete-user"]);
    expect((await admin.request("DELETE", `/api/admin/users/${id}`)).statusCode).toBe(404);
  });

  it("appoints only a member of the city as its moderator, once, and removes them", async () => {
    const member = await signUpMember(t, admin, "gold-coast");
    const id = await idOf(member.client);
    const outsider = await idOf((await signUpVerified(t)).client);
    const notMember = await admin.post("/api/admin/cities/gold-coast/moderators", {
      userId: outsider,
    });
    expect(notMember.statusCode).toBe(400);
    expect(notMember.json().message).toBe(adminMessages.notAMember.defaultMessage);
    expect(
      (await admin.post("/api/admin/cities/gold-coast/moderators", { userId: id })).statusCode,
    ).toBe(204);
    const twice = await admin.post("/api/admin/cities/gold-coast/moderators", { userId: id });
    expect(twice.statusCode).toBe(409);
    expect(
      (await admin.post("/api/admin/cities/atlantis/moderators", { userId: id })).statusCode,
    ).toBe(404);
    expect(
      (await admin.request("DELETE", `/api/admin/cities/gold-coast/moderators/${id}`)).statusCode,
    ).toBe(204);
    expect(await t.db.select().from(cityModerators).where(eq(cityModerators.userId, id))).toEqual(
      [],
    );
    expect(
      (await admin.request("DELETE", `/api/admin/cities/gold-coast/moderators/${id}`)).statusCode,
    ).toBe(404);
  });
});

describe("adding a city", () => {
  it("lets an admin add a city with a slug from its name, listed at once and on the record", async () => {
    const added = await admin.post("/api/admin/cities", {
      name: "São Paulo",
      timeZone: "America/Sao_Paulo",
      tagline: "Beaches an hour away",
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ slug: "sao-paulo", name: "São Paulo", coverUrl: null });
    const listed = (await new TestClient(t.app).get("/api/cities")).json().cities;
    expect(listed.map((c: { slug: string }) => c.slug)).toContain("sao-paulo");
    const again = await admin.post("/api/admin/cities", {
      name: "Sao Paulo",
      timeZone: "America/Sao_Paulo",
    });
    expect(again.statusCode).toBe(409);
    const badZone = await admin.post("/api/admin/cities", {
      name: "Durban",
      timeZone: "Mars/Base",
    });
    expect(badZone.statusCode).toBe(400);
    const member = (await signUpVerified(t)).client;
    expect(
      (await member.post("/api/admin/cities", { name: "Durban", timeZone: "Africa/Johannesburg" }))
        .statusCode,
    ).toBe(403);
    const [line] = await t.db
      .select()
      .from(moderationLog)
      .where(eq(moderationLog.action, "add-city"));
    expect(line).toMatchObject({ targetTitle: "São Paulo" });
  });

  it("stores a cover photo through the image pipeline and shows it on the city's card", async () => {
    const before = await readdir(path.join(t.settings.DATA_DIR, "uploads")).catch(() => []);
    const added = await admin.upload(
      "/api/admin/cities",
      [{ field: "cover", body: await smallPng(), type: "image/png", name: "cover.png" }],
      {
        data: JSON.stringify({ name: "Durban", timeZone: "Africa/Johannesburg", tagline: "Warm" }),
      },
    );
    expect(added.statusCode).toBe(201);
    const { coverUrl } = added.json();
    expect(coverUrl).toMatch(/^\/uploads\/city-.+-thumb\.webp$/);
    expect((await new TestClient(t.app).get(coverUrl)).statusCode).toBe(200);
    const listed = (await new TestClient(t.app).get("/api/cities")).json().cities;
    expect(listed.find((c: { slug: string }) => c.slug === "durban")).toMatchObject({
      name: "Durban",
      tagline: "Warm",
      coverUrl,
    });
    // The seeded cities stay drawn: no cover.
    expect(listed.find((c: { slug: string }) => c.slug === "miami")?.coverUrl).toBeNull();
    const after = await readdir(path.join(t.settings.DATA_DIR, "uploads"));
    expect(after.length - before.length).toBe(2);

    // A taken name with a photo leaves no file behind; a file that is no image is refused.
    const taken = await admin.upload(
      "/api/admin/cities",
      [{ field: "cover", body: await smallPng(), type: "image/png", name: "cover.png" }],
      { data: JSON.stringify({ name: "durban", timeZone: "Africa/Johannesburg" }) },
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("A city with that name already exists.");
    const notImage = await admin.upload(
      "/api/admin/cities",
      [{ field: "cover", body: Buffer.from("not a picture"), type: "image/png" }],
      { data: JSON.stringify({ name: "Port Elizabeth", timeZone: "Africa/Johannesburg" }) },
    );
    expect(notImage.statusCode).toBe(400);
    expect(await readdir(path.join(t.settings.DATA_DIR, "uploads"))).toEqual(after);
    const missingName = await admin.upload(
      "/api/admin/cities",
      [{ field: "cover", body: await smallPng(), type: "image/png" }],
      { data: JSON.stringify({ timeZone: "Africa/Johannesburg" }) },
    );
    expect(missingName.statusCode).toBe(400);
    expect(missingName.json().message).toBe("A city needs a name.");
  });
});
