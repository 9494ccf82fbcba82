import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { communityMessages } from "../../../contracts/communities.ts";
import { activeCityMessages } from "../../../contracts/profiles.ts";
import { rateLimits } from "../../../contracts/rate-limits.ts";
import {
  createTestApp,
  joinAnswers,
  joinApproved,
  signUpAdmin,
  signUpMember,
  strongPassword,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { cities, memberships, profiles } from "../../db/schema.ts";

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signUpAdmin(t)).client;
});
afterAll(() => t.close());

/** A member of Gold Coast, then of Miami (their newest, so their active community). */
async function memberOfTwoCities() {
  const member = await signUpMember(t, admin, "gold-coast");
  await joinApproved(admin, member, "miami");
  return member;
}

const activeCity = async (client: TestClient) =>
  (await client.get("/api/me")).json().viewer.activeCitySlug as string | null;

const pick = (client: TestClient, body: unknown) =>
  client.request("PUT", "/api/me/active-city", body);

/** What the database holds as the user's pick: the membership it points at. */
async function storedChoice(client: TestClient) {
  const id = (await client.get("/api/me")).json().viewer.id as string;
  const [row] = await t.db.select().from(profiles).where(eq(profiles.id, id));
  return row?.activeMembershipId ?? null;
}

describe("the active community (the nav's city switcher)", () => {
  it("is the most recently joined city until the member picks another", async () => {
    const member = await memberOfTwoCities();
    const me = (await member.client.get("/api/me")).json().viewer;
    expect(me.memberships.map((m: { citySlug: string }) => m.citySlug)).toEqual([
      "miami",
      "gold-coast",
    ]);
    expect(me.activeCitySlug).toBe("miami");
    expect(await storedChoice(member.client)).toBeNull();
  });

  it("lets a member of two cities pick the other one, and keeps it in a new sign-in", async () => {
    const member = await memberOfTwoCities();
    const picked = await pick(member.client, { citySlug: "gold-coast" });
    expect(picked.statusCode).toBe(200);
    expect(picked.json().viewer.activeCitySlug).toBe("gold-coast");
    expect(await activeCity(member.client)).toBe("gold-coast");
    expect(await storedChoice(member.client)).not.toBeNull();

    // Signed out, then in again from another browser: the choice lives on the server.
    await member.client.post("/api/auth/sign-out", {});
    expect((await member.client.get("/api/me")).json().viewer).toBeNull();
    const elsewhere = new TestClient(t.app);
    const signIn = await elsewhere.post("/api/auth/sign-in/email", {
      email: member.email,
      password: strongPassword,
    });
    expect(signIn.statusCode).toBe(200);
    expect(await activeCity(elsewhere)).toBe("gold-coast");

    // Picking again moves it back.
    expect((await pick(elsewhere, { citySlug: "miami" })).json().viewer.activeCitySlug).toBe(
      "miami",
    );
    expect(await activeCity(elsewhere)).toBe("miami");
  });

  it("keeps the pick when the member joins yet another city", async () => {
    const member = await memberOfTwoCities();
    await pick(member.client, { citySlug: "gold-coast" });
    await joinApproved(admin, member, "cape-town");
    expect(await activeCity(member.client)).toBe("gold-coast");
  });

  it("accepts the city's name in any case and with spaces around it", async () => {
    const member = await memberOfTwoCities();
    const picked = await pick(member.client, { citySlug: "  Gold-Coast " });
    expect(picked.statusCode).toBe(200);
    expect(await activeCity(member.client)).toBe("gold-coast");
  });

  it("falls back to the newest membership when the picked one ends", async () => {
    const member = await memberOfTwoCities();
    await pick(member.client, { citySlug: "gold-coast" });
    const me = (await member.client.get("/api/me")).json().viewer;
    const [goldCoast] = await t.db.select().from(cities).where(eq(cities.slug, "gold-coast"));
    await t.db
      .delete(memberships)
      .where(and(eq(memberships.userId, me.id), eq(memberships.cityId, goldCoast?.id ?? "")));

    expect(await storedChoice(member.client)).toBeNull();
    expect(await activeCity(member.client)).toBe("miami");
  });

  it("is null for a signed-in user without a membership", async () => {
    const member = await signUpMember(t, admin, "gold-coast");
    const [goldCoast] = await t.db.select().from(cities).where(eq(cities.slug, "gold-coast"));
    const me = (await member.client.get("/api/me")).json().viewer;
    await t.db
      .delete(memberships)
      .where(and(eq(memberships.userId, me.id), eq(memberships.cityId, goldCoast?.id ?? "")));
    expect(await activeCity(member.client)).toBeNull();
  });
});

describe("refusals of the city switcher", () => {
  it("refuses a city the user is not a member of, and keeps the choice as it was", async () => {
    const member = await memberOfTwoCities();
    await pick(member.client, { citySlug: "gold-coast" });
    const refused = await pick(member.client, { citySlug: "cape-town" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: "FORBIDDEN",
      message: activeCityMessages.notMember.defaultMessage,
    });
    expect(await activeCity(member.client)).toBe("gold-coast");
  });

  it("refuses a city with only a pending request", async () => {
    const member = await signUpMember(t, admin, "gold-coast");
    await member.client.post("/api/cities/miami/membership-requests", joinAnswers);
    const refused = await pick(member.client, { citySlug: "miami" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(activeCityMessages.notMember.defaultMessage);
    expect(await activeCity(member.client)).toBe("gold-coast");
  });

  it("does not let an admin pick a city they are not a member of", async () => {
    const refused = await pick(admin, { citySlug: "miami" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(activeCityMessages.notMember.defaultMessage);
    expect(await activeCity(admin)).toBeNull();
  });

  it("answers 404 for a city that does not exist", async () => {
    const member = await memberOfTwoCities();
    const refused = await pick(member.client, { citySlug: "atlantis" });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({
      code: "NOT_FOUND",
      message: communityMessages.cityNotFound.defaultMessage,
    });
    expect(await activeCity(member.client)).toBe("miami");
  });

  it("refuses visitors", async () => {
    const visitor = new TestClient(t.app);
    const refused = await pick(visitor, { citySlug: "miami" });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe("UNAUTHORIZED");
  });

  it("refuses a missing or malformed city with the same clear message", async () => {
    const member = await memberOfTwoCities();
    for (const body of [
      {},
      { citySlug: "" },
      { citySlug: "   " },
      { citySlug: 42 },
      { citySlug: null },
      { citySlug: "../admin" },
      { citySlug: "gold coast" },
      { citySlug: "x".repeat(101) },
    ]) {
      const refused = await pick(member.client, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message, JSON.stringify(body)).toBe(
        activeCityMessages.chooseCity.defaultMessage,
      );
    }
    const noBody = await member.client.request("PUT", "/api/me/active-city");
    expect(noBody.statusCode).toBe(400);
    expect(await activeCity(member.client)).toBe("miami");
  });

  it("settles on one of two picks sent at once", async () => {
    const member = await memberOfTwoCities();
    const answers = await Promise.all([
      pick(member.client, { citySlug: "gold-coast" }),
      pick(member.client, { citySlug: "miami" }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(["gold-coast", "miami"]).toContain(await activeCity(member.client));
  });

  it("limits how often a user switches", async () => {
    const member = await memberOfTwoCities();
    const { max } = rateLimits.activeCity;
    for (let i = 0; i < max; i++) {
      const city = i % 2 === 0 ? "gold-coast" : "miami";
      expect((await pick(member.client, { citySlug: city })).statusCode).toBe(200);
    }
    const refused = await pick(member.client, { citySlug: "gold-coast" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("RATE_LIMITED");
    expect(refused.headers["retry-after"]).toBeDefined();
  });
});
