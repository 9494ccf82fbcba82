import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberProfileMessages } from "../../../contracts/member-profiles.ts";
import {
  createTestApp,
  signUpAdmin,
  signUpMember,
  signUpVerified,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";

// Issue 28: a member's name leads to their page within a city they share with the viewer.

let t: TestApp;
let admin: TestClient;
let alice: { client: TestClient; email: string };
let bob: { client: TestClient; email: string };
let carol: { client: TestClient; email: string };
let aliceName: string;

const page = (client: TestClient, city: string, username: string) =>
  client.get(`/api/cities/${city}/members/${encodeURIComponent(username)}`);

const expectMissing = async (answer: Awaited<ReturnType<typeof page>>) => {
  expect(answer.statusCode).toBe(404);
  expect(answer.json()).toEqual({
    code: "NOT_FOUND",
    message: memberProfileMessages.notFound.defaultMessage,
  });
};

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signUpAdmin(t)).client;
  alice = await signUpMember(t, admin, "gold-coast");
  bob = await signUpMember(t, admin, "gold-coast");
  carol = await signUpMember(t, admin, "miami");
  aliceName = "Alice Tides";
  await alice.client.request("PATCH", "/api/profile", {
    username: aliceName,
    bio: "Early swims at Burleigh.",
  });
  await alice.client.post("/api/cities/gold-coast/posts", { content: "Pod of dolphins at dawn" });
  await alice.client.post("/api/cities/gold-coast/marketplace-items", {
    title: "Longboard, 9'1",
    description: "Single fin, a ding on the rail, fixed.",
    category: "sports",
    condition: "good",
    price: 350,
  });
  // A listing in another city is not this city's business.
  await alice.client.post("/api/cities/miami/marketplace-items", {
    title: "Beach cart",
    description: "Fat wheels, folds flat.",
    category: "other",
    condition: "fair",
    price: 40,
  });
});
afterAll(() => t.close());

describe("A member's page within a city", () => {
  it("shows a neighbour their name, bio, when they joined and their latest posts and listings", async () => {
    const answer = await page(bob.client, "gold-coast", aliceName.toUpperCase());
    expect(answer.statusCode).toBe(200);
    const profile = answer.json();
    expect(profile).toMatchObject({
      citySlug: "gold-coast",
      username: aliceName,
      bio: "Early swims at Burleigh.",
      avatarUrl: null,
      canReport: true,
    });
    expect(Date.parse(profile.memberSince)).toBeLessThanOrEqual(Date.now());
    expect(profile.posts.map((p: { excerpt: string }) => p.excerpt)).toEqual([
      "Pod of dolphins at dawn",
    ]);
    expect(profile.listings).toEqual([
      expect.objectContaining({ title: "Longboard, 9'1", price: 350, status: "available" }),
    ]);
  });

  it("lets a neighbour report the person from it, but not oneself", async () => {
    const profile = (await page(bob.client, "gold-coast", aliceName)).json();
    const reported = await bob.client.post("/api/reports", {
      targetType: "user",
      targetId: profile.id,
      reason: "harassment",
      description: "Keeps messaging me about my board.",
    });
    expect(reported.statusCode).toBe(201);
    expect((await page(alice.client, "gold-coast", aliceName)).json().canReport).toBe(false);
  });

  it("is not there for visitors, people from other cities or unknown names", async () => {
    await expectMissing(await page(new TestClient(t.app), "gold-coast", aliceName));
    await expectMissing(await page(carol.client, "gold-coast", aliceName));
    // Alice is not a member of Miami, so even Miami's members do not find her there.
    await expectMissing(await page(carol.client, "miami", aliceName));
    await expectMissing(await page(bob.client, "gold-coast", "nobody-by-this-name"));
    await expectMissing(await page(bob.client, "atlantis", aliceName));
    const stranger = (await signUpVerified(t)).client;
    await expectMissing(await page(stranger, "gold-coast", aliceName));
  });

  it("is not there once the person is banned", async () => {
    const profile = (await page(bob.client, "gold-coast", aliceName)).json();
    const banned = await admin.post(`/api/admin/users/${profile.id}/ban`, { reason: "Spam" });
    expect(banned.statusCode).toBe(204);
    await expectMissing(await page(bob.client, "gold-coast", aliceName));
  });
});
