import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeFeedPage } from "../../../contracts/feed-post.ts";
import {
  noticesSettle,
  unannounced,
  withinASecond,
} from "../../../tests/support/change-notices.ts";
import { giveSecondFactor } from "../../../tests/support/staff-factor.ts";
import {
  createTestApp,
  signUpAdmin,
  signUpMember,
  type TestApp,
  type TestClient,
} from "../../../tests/support/test-app.ts";

// Decision 036: each instance keeps the feed pages it built, and every committed write to
// what they show reaches every instance at once. Pages live a minute here, so only a
// change notice can explain a fresh page within a second.
let t: TestApp;
let other: Awaited<ReturnType<TestApp["secondInstance"]>>;
let admin: TestClient;
let alice: { client: TestClient; email: string };
let bob: { client: TestClient; email: string };
beforeAll(async () => {
  t = await createTestApp({ READ_CACHE_MS: "60000" });
  other = await t.secondInstance();
  admin = (await signUpAdmin(t)).client;
  alice = await signUpMember(t, admin, "miami");
  bob = await signUpMember(t, admin, "miami");
});
afterAll(async () => {
  await other.close();
  await t.close();
});

type Page = { items: { id: string; content: string; myReaction: string | null }[] };

/** Alice's first feed page, as instance A (the test app) or instance B answers it. */
const feedOn = async (app: TestApp["app"], client = alice.client) => {
  const answer = await app.inject({
    url: "/api/cities/miami/posts",
    headers: { cookie: client.cookieHeader() },
  });
  // Completed as the web completes it: what is at its usual value is not sent.
  return Object.assign(answer, { json: () => completeFeedPage(JSON.parse(answer.body)) });
};

const contentsOn = async (app: TestApp["app"], client = alice.client) =>
  ((await feedOn(app, client)).json() as Page).items.map((post) => post.content);

const publish = async (client: TestClient, content: string) => {
  const created = await client.post("/api/cities/miami/posts", { content });
  expect(created.statusCode).toBe(201);
  return created.json() as { id: string };
};

describe("the feed page cache", () => {
  it("answers a repeated read from memory", async () => {
    const { id } = await publish(bob.client, "Kept in memory");
    // The post's own notice must have come and gone before B keeps its page.
    await noticesSettle();
    expect((await contentsOn(other.app))[0]).toBe("Kept in memory");
    await unannounced(t, sql`update posts set content = 'Changed unannounced' where id = ${id}`);
    expect((await contentsOn(other.app))[0]).toBe("Kept in memory");
  });

  it("shows a post made on another instance within a second", async () => {
    await contentsOn(other.app);
    await publish(bob.client, "Written on A, read on B");
    expect(
      await withinASecond(
        async () => (await contentsOn(other.app))[0] === "Written on A, read on B",
      ),
    ).toBe(true);
  });

  it("shows the writer their own reaction at once, on the instance they wrote through", async () => {
    const { id } = await publish(bob.client, "React to me");
    expect((await feedOn(t.app)).json().items[0]).toMatchObject({ id, myReaction: null });
    const reacted = await alice.client.post(`/api/posts/${id}/reactions`, { type: "love" });
    expect(reacted.statusCode).toBe(200);
    // No wait: the write itself emptied this instance's pages before it answered.
    expect((await feedOn(t.app)).json().items[0]).toMatchObject({
      id,
      myReaction: "love",
      reactions: { love: 1 },
    });
  });

  it("hears writes from outside the app (psql, npm run admin) within a second", async () => {
    const { id } = await publish(bob.client, "Before the edit");
    expect((await contentsOn(other.app))[0]).toBe("Before the edit");
    await t.db.execute(sql`update posts set content = 'Edited in psql' where id = ${id}`);
    expect(
      await withinASecond(async () => (await contentsOn(other.app))[0] === "Edited in psql"),
    ).toBe(true);
  });

  it("refuses a member removed from the city within a second, and keeps no refusal", async () => {
    const carol = await signUpMember(t, admin, "miami");
    expect((await feedOn(other.app, carol.client)).statusCode).toBe(200);
    await t.db.execute(
      sql`delete from memberships where user_id = (select id from users where email = ${carol.email})`,
    );
    expect(
      await withinASecond(async () => (await feedOn(other.app, carol.client)).statusCode === 403),
    ).toBe(true);
    await t.db.execute(
      sql`insert into memberships (user_id, city_id)
          select u.id, c.id from users u, cities c where u.email = ${carol.email} and c.slug = 'miami'`,
    );
    expect(
      await withinASecond(async () => (await feedOn(other.app, carol.client)).statusCode === 200),
    ).toBe(true);
  });

  it("offers a moderator appointed from outside the app the delete within a second", async () => {
    const carol = await signUpMember(t, admin, "miami");
    await publish(bob.client, "Bob's post, Carol's to moderate");
    const firstCanDelete = async () =>
      ((await feedOn(other.app, carol.client)).json() as { items: { canDelete: boolean }[] })
        .items[0]?.canDelete;
    expect(await firstCanDelete()).toBe(false);
    const appointment = sql`(select u.id from users u where u.email = ${carol.email}),
      (select c.id from cities c where c.slug = 'miami')`;
    // Moderators act with a second factor (decision 067).
    const [carolRow] = (
      await t.db.execute<{ id: string }>(sql`select id from users where email = ${carol.email}`)
    ).rows;
    await giveSecondFactor(t, carolRow?.id as string);
    await t.db.execute(sql`insert into city_moderators (user_id, city_id) values (${appointment})`);
    expect(await withinASecond(async () => (await firstCanDelete()) === true)).toBe(true);
    await t.db.execute(
      sql`delete from city_moderators where user_id = (select id from users where email = ${carol.email})`,
    );
    expect(await withinASecond(async () => (await firstCanDelete()) === false)).toBe(true);
  });

  it("empties everything when its event connection comes back: notices sent meanwhile are lost", async () => {
    const { id } = await publish(bob.client, "Before the outage");
    expect((await contentsOn(other.app))[0]).toBe("Before the outage");
    await unannounced(
      t,
      sql`update posts set content = 'Changed during the outage' where id = ${id}`,
    );
    // Cuts every LISTEN connection; each instance reconnects after half a second.
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where query like 'LISTEN %' and pid <> pg_backend_pid()`,
    );
    const deadline = Date.now() + 5000;
    let contents = await contentsOn(other.app);
    while (Date.now() < deadline && contents[0] !== "Changed during the outage") {
      await new Promise((resolve) => setTimeout(resolve, 50));
      contents = await contentsOn(other.app);
    }
    expect(contents[0]).toBe("Changed during the outage");
  });
});
