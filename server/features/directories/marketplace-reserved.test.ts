import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { marketplaceMessages } from "../../../contracts/marketplace.ts";
import {
  createTestApp,
  signUpAdmin,
  signUpMember,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";

// Issue 32: a seller holds an item for a buyer ("Reserved") before it is sold. Reserved
// shows on the card and the page, filters like the other statuses, and tells nobody.
let t: TestApp;
let admin: TestClient;
let seller: TestClient;
let buyer: TestClient;
let visitor: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signUpAdmin(t)).client;
  seller = (await signUpMember(t, admin)).client;
  buyer = (await signUpMember(t, admin)).client;
  visitor = new TestClient(t.app);
});
afterAll(() => t.close());

const listItem = async (title: string) => {
  const made = await seller.post("/api/cities/gold-coast/marketplace-items", {
    title,
    description: "Held for whoever asks first.",
    category: "sports",
    condition: "good",
    price: 45,
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().id as string;
};

const statusOf = (id: string, client: TestClient, status: string) =>
  client.post(`/api/marketplace-items/${id}/status`, { status });

describe("a reserved marketplace item", () => {
  it("only its seller or an admin reserves it; others get 403, visitors 401", async () => {
    const id = await listItem(`Wetsuit ${crypto.randomUUID()}`);
    const other = await statusOf(id, buyer, "reserved");
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(marketplaceMessages.notOwner.defaultMessage);
    expect((await statusOf(id, visitor, "reserved")).statusCode).toBe(401);
    expect((await visitor.get(`/api/marketplace-items/${id}`)).json().status).toBe("available");

    const reserved = await statusOf(id, seller, "reserved");
    expect(reserved.statusCode).toBe(200);
    expect(reserved.json().status).toBe("reserved");
    expect((await visitor.get(`/api/marketplace-items/${id}`)).json().status).toBe("reserved");
    const byAdmin = await statusOf(id, admin, "available");
    expect(byAdmin.json().status).toBe("available");
    expect((await statusOf(id, admin, "reserved")).json().status).toBe("reserved");
  });

  it("shows on its card and filters the list by status", async () => {
    const word = crypto.randomUUID().slice(0, 8);
    const held = await listItem(`Fins held ${word}`);
    const free = await listItem(`Fins free ${word}`);
    const gone = await listItem(`Fins gone ${word}`);
    await statusOf(held, seller, "reserved");
    await statusOf(gone, seller, "sold");
    const list = async (status?: string) => {
      const query = new URLSearchParams({ q: word, ...(status ? { status } : {}) });
      const page = await visitor.get(`/api/cities/gold-coast/marketplace-items?${query}`);
      expect(page.statusCode, page.body).toBe(200);
      return page.json().items as { id: string; status: string }[];
    };
    expect((await list()).map((card) => [card.id, card.status])).toEqual(
      expect.arrayContaining([
        [held, "reserved"],
        [free, "available"],
        [gone, "sold"],
      ]),
    );
    expect((await list("reserved")).map((card) => card.id)).toEqual([held]);
    expect((await list("available")).map((card) => card.id)).toEqual([free]);
    expect((await list("sold")).map((card) => card.id)).toEqual([gone]);
  });

  it("refuses a status it does not know, in English and in Spanish, with the new words", async () => {
    const id = await listItem(`Leash ${crypto.randomUUID()}`);
    const english = await statusOf(id, seller, "on-hold");
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toBe("Status must be available, reserved or sold.");
    const spanish = await seller.request(
      "POST",
      `/api/marketplace-items/${id}/status`,
      { status: "on-hold" },
      { "accept-language": "es-US,es;q=0.9" },
    );
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().message).toBe("El estado debe ser disponible, reservado o vendido.");
    const filter = await visitor.get("/api/cities/gold-coast/marketplace-items?status=held");
    expect(filter.statusCode).toBe(400);
    expect(filter.json().message).toBe(marketplaceMessages.badStatus.defaultMessage);
  });

  it("tells nobody when reserved; sold after reserved tells whoever asked once", async () => {
    const id = await listItem(`Bodyboard ${crypto.randomUUID()}`);
    const asked = await buyer.post("/api/conversations", {
      subject: { kind: "listing", id },
      text: "Is this still available?",
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const soldNotices = async () =>
      (JSON.stringify((await buyer.get("/api/me/notifications")).json()).match(/item_sold/g) ?? [])
        .length;
    const before = await soldNotices();

    await statusOf(id, seller, "reserved");
    await t.settled();
    expect(await soldNotices()).toBe(before);
    const [reserved] = (await buyer.get("/api/me/conversations")).json().items;
    expect(reserved.subject).toMatchObject({ id, status: "reserved", mine: false });
    expect(reserved.lastMessage).toMatchObject({ kind: "text", text: "Is this still available?" });

    await statusOf(id, seller, "sold");
    await statusOf(id, seller, "reserved");
    await statusOf(id, seller, "sold");
    await t.settled();
    expect(await soldNotices()).toBe(before + 1);
    const [sold] = (await buyer.get("/api/me/conversations")).json().items;
    expect(sold.lastMessage).toMatchObject({ kind: "sold", text: "This item has been sold" });
  });
});
