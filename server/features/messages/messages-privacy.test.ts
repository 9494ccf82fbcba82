import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointModerator } from "../../../tests/support/staff-factor.ts";
import {
  cityWithMembers,
  signUpMember,
  signUpVerified,
  type TestApp,
  type TestClient,
} from "../../../tests/support/test-app.ts";

// The privacy promise and hostile use of messages (issue 32), in an app of their own:
// each test signs up several members and sign-ups are limited per address.
let t: TestApp;
let admin: TestClient;
let alice: TestClient;
let bob: TestClient;
let ids: Record<string, string>;
const idOf = async (client: TestClient) => (await client.get("/api/me")).json().viewer.id as string;

beforeAll(async () => {
  ({ t, admin, alice, bob } = await cityWithMembers("gold-coast"));
  ids = { alice: await idOf(alice), bob: await idOf(bob) };
});
afterAll(() => t.close());

const listItem = async (client: TestClient) => {
  const made = await client.post("/api/cities/gold-coast/marketplace-items", {
    title: "Surfboard",
    description: "Collect from Palm Beach.",
    category: "other",
    condition: "good",
    price: 25,
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().id as string;
};

describe("privacy and hostile use", () => {
  it("a moderator of the city reads a conversation only once reported; a moderator elsewhere never", async () => {
    const mod = await signUpMember(t, admin);
    const modId = await idOf(mod.client);
    expect((await appointModerator(t, admin, "gold-coast", modId)).statusCode).toBeLessThan(300);
    const elsewhere = await signUpMember(t, admin, "miami");
    await appointModerator(t, admin, "miami", await idOf(elsewhere.client));
    const itemId = await listItem(bob);
    const asked = await alice.post("/api/conversations", {
      subject: { kind: "listing", id: itemId },
      text: "Still for sale?",
    });
    const id = asked.json().conversation.id;
    expect((await mod.client.get(`/api/conversations/${id}`)).statusCode).toBe(404);
    expect((await mod.client.get(`/api/conversations/${id}/messages`)).statusCode).toBe(404);
    await alice.post(`/api/conversations/${id}/report`, { reason: "scam", description: "Odd" });
    const read = await mod.client.get(`/api/conversations/${id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().canSend).toBe(false);
    expect((await elsewhere.client.get(`/api/conversations/${id}/messages`)).statusCode).toBe(404);
    const twice = await alice.post(`/api/conversations/${id}/report`, {
      reason: "scam",
      description: "Odd",
    });
    expect(twice.statusCode).toBe(409);
  });

  it("two first messages at once make one conversation", async () => {
    const one = await signUpMember(t, admin);
    const two = await signUpMember(t, admin);
    const twoId = await idOf(two.client);
    const answers = await Promise.all(
      ["a", "b", "c"].map((text) =>
        one.client.post("/api/conversations", { toUserId: twoId, text }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(300);
    const idsSeen = new Set(answers.map((answer) => answer.json().conversation.id));
    expect(idsSeen.size).toBe(1);
    const listed = (await two.client.get("/api/me/conversations")).json();
    expect(listed.items).toHaveLength(1);
    expect(listed.items[0].unreadCount).toBe(3);
  });

  it("refuses in Spanish for a Spanish reader, and rejects hostile subjects with a 4xx", async () => {
    const stranger = (await signUpVerified(t)).client;
    const refused = await stranger.request(
      "POST",
      "/api/conversations",
      { toUserId: ids.bob, text: "hola" },
      { "accept-language": "es-US,es;q=0.9" },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Este miembro no acepta mensajes.");
    for (const body of [
      { subject: { kind: "listing", id: "not-a-uuid" }, text: "x" },
      { subject: { kind: "spaceship", id: ids.bob }, text: "x" },
      { toUserId: ids.bob, subject: { kind: "listing", id: ids.bob }, text: "x" },
      { text: "x" },
      { toUserId: "nobody-at-all", text: "x" },
    ]) {
      const answer = await alice.post("/api/conversations", body);
      expect([400, 404], `${JSON.stringify(body)} ${answer.body}`).toContain(answer.statusCode);
    }
  });
});
