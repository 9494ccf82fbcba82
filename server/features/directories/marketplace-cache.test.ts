import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreateMarketplaceItem } from "../../../contracts/marketplace.ts";
import {
  noticesSettle,
  unannounced,
  withinASecond,
} from "../../../tests/support/change-notices.ts";
import {
  createTestApp,
  signUpVerified,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";

// Decision 036: the public list pages are kept per city and filters on every instance,
// until a listing, a seller's profile or a city changes. A one-minute TTL here, so only a
// change notice can explain a fresh page within a second.
let t: TestApp;
let other: Awaited<ReturnType<TestApp["secondInstance"]>>;
let seller: { client: TestClient; email: string };
beforeAll(async () => {
  t = await createTestApp({ READ_CACHE_MS: "60000" });
  other = await t.secondInstance();
  seller = await signUpVerified(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const lamp = (title: string): CreateMarketplaceItem => ({
  title,
  description: "Brass, with a linen shade. Pick up in Coral Gables.",
  category: "furniture",
  condition: "good",
  price: 45,
});

const list = async (app: TestApp["app"], query = "") => {
  const page = await new TestClient(app).get(`/api/cities/miami/marketplace-items${query}`);
  expect(page.statusCode).toBe(200);
  return page.json() as { items: { id: string; title: string; price: number }[] };
};

const titlesOn = async (app: TestApp["app"], query = "") =>
  (await list(app, query)).items.map((item) => item.title);

const listLamp = async (title: string) => {
  const created = await seller.client.post("/api/cities/miami/marketplace-items", lamp(title));
  expect(created.statusCode).toBe(201);
  return created.json() as { id: string };
};

describe("the marketplace list cache", () => {
  it("keeps a page per city and filters, the same for every visitor", async () => {
    const { id } = await listLamp("Brass lamp");
    await noticesSettle();
    expect((await titlesOn(other.app))[0]).toBe("Brass lamp");
    await unannounced(
      t,
      sql`update marketplace_items set title = 'Renamed unannounced' where id = ${id}`,
    );
    expect((await titlesOn(other.app))[0]).toBe("Brass lamp");
    // Other filters are another page, read afresh.
    expect((await titlesOn(other.app, "?category=furniture"))[0]).toBe("Renamed unannounced");
  });

  it("shows a listing made on another instance within a second", async () => {
    await titlesOn(other.app);
    await listLamp("Listed on A");
    expect(await withinASecond(async () => (await titlesOn(other.app))[0] === "Listed on A")).toBe(
      true,
    );
  });

  it("shows the seller's own edit at once on the instance they wrote through", async () => {
    const { id } = await listLamp("Before the price drop");
    expect((await list(t.app)).items[0]).toMatchObject({ id, price: 45 });
    const edited = await seller.client.request("PUT", `/api/marketplace-items/${id}`, {
      ...lamp("After"),
      price: 30,
    });
    expect(edited.statusCode).toBe(200);
    expect((await list(t.app)).items[0]).toMatchObject({ id, title: "After", price: 30 });
  });

  it("hears a removal made outside the app within a second", async () => {
    const { id } = await listLamp("Removed in psql");
    expect((await titlesOn(other.app))[0]).toBe("Removed in psql");
    await t.db.execute(sql`delete from marketplace_items where id = ${id}`);
    expect(
      await withinASecond(async () => !(await titlesOn(other.app)).includes("Removed in psql")),
    ).toBe(true);
  });
});
