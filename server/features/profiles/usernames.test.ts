import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profileMessages } from "../../../contracts/profiles.ts";
import {
  createTestApp,
  signUpVerified,
  strongPassword,
  type TestApp,
  TestClient,
  uniqueEmail,
} from "../../../tests/support/test-app.ts";
import { profiles, user } from "../../db/schema.ts";

// Issue 28: everyone was called "member" and nothing stopped two people sharing a name.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const usernameOf = async (email: string) => {
  const [row] = await t.db
    .select({ username: profiles.username })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(user.email, email.toLowerCase()));
  return row?.username;
};

let ip = 0;
const signUp = (email: string) =>
  new TestClient(t.app, `10.28.${Math.floor(ip / 200)}.${(ip++ % 200) + 1}`).post(
    "/api/auth/sign-up/email",
    { email, password: strongPassword, name: "x", callbackURL: "/auth?verified=true" },
  );

describe("Usernames are one person's each", () => {
  it("gives a second person with the same address name, in any case, a number", async () => {
    const local = uniqueEmail("surfer").split("@")[0] as string;
    const first = `${local}@one.example.com`;
    const second = `${local.toUpperCase()}@two.example.com`;
    expect((await signUp(first)).statusCode).toBe(200);
    expect((await signUp(second)).statusCode).toBe(200);
    expect(await usernameOf(first)).toBe(local);
    expect((await usernameOf(second))?.toLowerCase()).toBe(`${local}2`);
  });

  it("gives reserved address names a number instead of calling everyone member", async () => {
    const domain = uniqueEmail().split("@")[0];
    const admin = `admin@${domain}.example.com`;
    const mod = `mod@${domain}.example.com`;
    const otherAdmin = `Admin@${domain}.example.org`;
    for (const email of [admin, mod, otherAdmin])
      expect((await signUp(email)).statusCode).toBe(200);
    const names = [await usernameOf(admin), await usernameOf(mod), await usernameOf(otherAdmin)];
    expect(names[0]).toMatch(/^admin\d+$/);
    expect(names[1]).toMatch(/^mod\d+$/);
    expect(names[2]).toMatch(/^admin\d+$/);
    expect(new Set(names.map((name) => name?.toLowerCase())).size).toBe(3);
  });

  it("gives sign-ups that derive the same name at the same moment different names", async () => {
    const local = uniqueEmail("twin").split("@")[0] as string;
    const emails = ["a", "b", "c", "d", "e"].map((d) => `${local}@${d}.example.com`);
    const answers = await Promise.all(emails.map(signUp));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const names = await Promise.all(emails.map(usernameOf));
    expect(names.every((name) => name?.startsWith(local))).toBe(true);
    expect(new Set(names).size).toBe(5);
  });

  it("lets a person choose a free name, and says clearly when it is taken", async () => {
    const ana = await signUpVerified(t);
    const bo = await signUpVerified(t);
    const anaName = ana.email.split("@")[0] as string;
    const taken = await bo.client.request("PATCH", "/api/profile", {
      username: anaName.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: "CONFLICT",
      message: profileMessages.usernameTaken.defaultMessage,
    });
    expect(await usernameOf(bo.email)).toBe(bo.email.split("@")[0]);

    // A name of one's own in another case is still one's own.
    const recased = await ana.client.request("PATCH", "/api/profile", {
      username: anaName.toUpperCase(),
    });
    expect(recased.json().username).toBe(anaName.toUpperCase());
    const free = await bo.client.request("PATCH", "/api/profile", { username: "Tide Watcher" });
    expect(free.statusCode).toBe(200);
    expect(free.json().username).toBe("Tide Watcher");
  });

  it("lets only one of two people renaming to the same free name at once have it", async () => {
    const [ana, bo] = await Promise.all([signUpVerified(t), signUpVerified(t)]);
    const wanted = `Swell ${Date.now().toString(36)}`;
    const answers = await Promise.all(
      [ana, bo].map((person) =>
        person.client.request("PATCH", "/api/profile", { username: wanted }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});

describe("The migration that made names unique", () => {
  it("renames every later holder of a shared name and tells them in the bell", async () => {
    const first = await signUpVerified(t, uniqueEmail("member"));
    const later = await signUpVerified(t, uniqueEmail("other"));
    const shared = `Shared${Date.now().toString(36)}`;
    const migration = readFileSync(
      path.join(import.meta.dirname, "../../db/migrations/0015_medical_quasar.sql"),
      "utf8",
    );
    const [rename, createIndex] = migration.split("--> statement-breakpoint");
    // The database as it was before: no index, two people with one name in two cases.
    await t.db.execute(sql`drop index profiles_username_lower_idx`);
    await t.db.execute(sql`update profiles set username = ${shared} where id = (
      select id from users where email = ${first.email})`);
    await t.db.execute(sql`update profiles set username = ${shared.toLowerCase()} where id = (
      select id from users where email = ${later.email})`);
    await t.db.execute(sql.raw(rename as string));
    await t.db.execute(sql.raw(createIndex as string));

    expect(await usernameOf(first.email)).toBe(shared);
    expect(await usernameOf(later.email)).toBe(`${shared.toLowerCase()}2`);
    const bell = (await later.client.get("/api/me/notifications")).json();
    expect(bell.items[0]).toMatchObject({
      kind: "username_changed",
      link: "/profile",
      read: false,
      text: `Your username is now "${shared.toLowerCase()}2" because another member had the same name. You can choose another on your profile`,
    });
    expect((await first.client.get("/api/me/notifications")).json().items).toEqual([]);
  });
});
