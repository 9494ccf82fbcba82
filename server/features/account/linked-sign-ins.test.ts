import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type OidcProcess,
  passProvider,
  startOidcProvider,
} from "../../../tests/support/oidc-login.ts";
import {
  createTestApp,
  signUpVerified,
  type TestApp,
  type TestClient,
} from "../../../tests/support/test-app.ts";
import { account, session } from "../../db/schema.ts";

// A port base of its own: the provider's client sends people back to the app at this address.
const portBase = 5760;

let provider: OidcProcess;
let t: TestApp;
beforeAll(async () => {
  provider = await startOidcProvider(portBase);
  t = await createTestApp(provider.env);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await provider?.stop();
});

const userId = async (client: TestClient) => (await client.get("/api/me")).json().viewer.id;
const identities = async (client: TestClient) =>
  (await client.get("/api/account/identities")).json();
const remove = (client: TestClient, id: string) =>
  client.request("DELETE", `/api/account/identities/${id}`);

/** Links the provider's account `login` to the client's Coastal account, as the browser would. */
async function linkProvider(client: TestClient, login = "sam") {
  const started = await client.post("/api/account/identities/link");
  expect(started.statusCode, started.body).toBe(200);
  const callback = await passProvider(provider, started.json().url, login);
  const back = await client.get(callback);
  expect(back.statusCode).toBe(302);
  const location = back.headers.location as string;
  // A failed link passes through the route that names its reason.
  if (!location.startsWith("/api/account/identities/link-result")) return location;
  return (await client.get(location)).headers.location as string;
}

/** The session signed in more than ten minutes ago and proved nothing since. */
async function makeStale(client: TestClient) {
  const id = await userId(client);
  await t.db
    .update(session)
    .set({ createdAt: sql`now() - interval '11 minutes'` })
    .where(eq(session.userId, id));
  await t.db.execute(
    sql`delete from session_proofs where session_id in (select id from sessions where user_id = ${id})`,
  );
}

describe("ways to sign in", () => {
  it("lists a new member's password and the provider this site offers", async () => {
    const { client } = await signUpVerified(t);
    const list = await identities(client);
    expect(list.provider).toEqual({ id: "oidc", name: "Coastal ID" });
    expect(list.items).toEqual([
      { id: expect.any(String), kind: "password", linkedAt: expect.any(String) },
    ]);
  });

  it("asks visitors to sign in", async () => {
    const visitor = new (await import("../../../tests/support/test-app.ts")).TestClient(t.app);
    expect((await visitor.get("/api/account/identities")).statusCode).toBe(401);
    expect((await visitor.post("/api/account/identities/link")).statusCode).toBe(401);
    expect((await remove(visitor, "anything")).statusCode).toBe(401);
  });

  it("refuses to remove the only way to sign in", async () => {
    const { client } = await signUpVerified(t);
    const [password] = (await identities(client)).items;
    const answer = await remove(client, password.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      code: "SINGLE_IDENTITY_NOT_DELETABLE",
      message: "You cannot remove your only way to sign in.",
    });
    expect((await identities(client)).items).toHaveLength(1);
  });

  it("answers 404 for an unknown way to sign in and for someone else's", async () => {
    const { client: alice } = await signUpVerified(t);
    const { client: bob } = await signUpVerified(t);
    const [bobs] = (await identities(bob)).items;
    for (const id of [bobs.id, "no-such-identity"]) {
      const answer = await remove(alice, id);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().code).toBe("IDENTITY_NOT_FOUND");
    }
    expect((await identities(bob)).items).toHaveLength(1);
  });

  it("needs a proof from the last ten minutes to link or unlink", async () => {
    const { client } = await signUpVerified(t);
    await makeStale(client);
    const [password] = (await identities(client)).items;
    for (const answer of [
      await client.post("/api/account/identities/link"),
      await remove(client, password.id),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().code).toBe("REAUTHENTICATION_REQUIRED");
    }
  });

  it("limits a member to 20 link or unlink attempts in 10 minutes", async () => {
    const { client } = await signUpVerified(t);
    for (let i = 0; i < 20; i++) expect((await remove(client, `nope-${i}`)).statusCode).toBe(404);
    const limited = await remove(client, "nope-21");
    expect(limited.statusCode).toBe(429);
    expect((await client.post("/api/account/identities/link")).statusCode).toBe(429);
  });

  it("keeps better-auth's own link and unlink endpoints closed", async () => {
    const { client } = await signUpVerified(t);
    const [password] = (await identities(client)).items;
    expect(
      (await client.post("/api/auth/link-social", { provider: "oidc", callbackURL: "/" }))
        .statusCode,
    ).toBe(404);
    expect(
      (await client.post("/api/auth/unlink-account", { accountId: password.id })).statusCode,
    ).toBe(404);
  });

  it("links the provider, signs in with it, refuses it to a second account, and unlinks it", async () => {
    const { client: alice, email } = await signUpVerified(t);
    const aliceId = await userId(alice);
    expect(await linkProvider(alice)).toBe("/profile?linked=1");
    const linked = await identities(alice);
    expect(linked.items.map((item: { kind: string }) => item.kind)).toEqual([
      "password",
      "provider",
    ]);
    expect((await t.lastMailTo(email))?.subject).toBe(
      "A sign-in provider was linked to your account",
    );

    // Linking again is refused before the provider is asked.
    const again = await alice.post("/api/account/identities/link");
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("IDENTITY_ALREADY_EXISTS");

    // The provider's sign-in now opens Alice's account.
    const { TestClient } = await import("../../../tests/support/test-app.ts");
    const browser = new TestClient(t.app);
    const signIn = await browser.post("/api/auth/sign-in/social", {
      provider: "oidc",
      callbackURL: "/communities",
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const landed = await browser.get(await passProvider(provider, signIn.json().url));
    expect(landed.headers.location).toBe("/communities");
    expect(await userId(browser)).toBe(aliceId);

    // Bob cannot take the same provider account.
    const { client: bob } = await signUpVerified(t);
    expect(await linkProvider(bob)).toBe("/profile?linkError=IDENTITY_ALREADY_EXISTS");
    expect((await identities(bob)).items).toHaveLength(1);

    // Alice unlinks it; her password stays.
    const providerIdentity = linked.items[1];
    expect((await remove(alice, providerIdentity.id)).statusCode).toBe(204);
    expect((await identities(alice)).items.map((item: { kind: string }) => item.kind)).toEqual([
      "password",
    ]);
    expect((await t.lastMailTo(email))?.subject).toBe(
      "A sign-in provider was unlinked from your account",
    );
    const rows = await t.db
      .select({ id: account.id })
      .from(account)
      .where(and(eq(account.userId, aliceId), eq(account.providerId, "oidc")));
    expect(rows).toEqual([]);
  });

  it("never removes both ways to sign in when two removals race", async () => {
    const { client } = await signUpVerified(t);
    await linkProvider(client);
    const [password, linked] = (await identities(client)).items;
    const answers = await Promise.all([remove(client, password.id), remove(client, linked.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 409]);
    expect((await identities(client)).items).toHaveLength(1);
  });
});

describe("two links of the same provider account at once", () => {
  it("lets one land and sends the other back with IDENTITY_ALREADY_EXISTS, never a 500", async () => {
    const { client: alice } = await signUpVerified(t);
    const { client: bob } = await signUpVerified(t);
    const [aliceId, bobId] = [await userId(alice), await userId(bob)];
    // The provider has one account (sam); earlier tests may have left it linked to someone.
    await t.db.delete(account).where(eq(account.providerId, "oidc"));
    // Alice's link lands in the instant between better-auth's "is it someone else's" check
    // for Bob and Bob's write: a trigger writes her row as Bob's is written, as her request would.
    const name = `link_race_${bobId.replace(/[^a-zA-Z0-9]/g, "_")}`.slice(0, 60);
    await t.db.execute(
      sql.raw(`
        create function ${name}() returns trigger language plpgsql as $$
        begin
          if new.user_id = '${bobId}' and new.provider_id = 'oidc' then
            insert into accounts (id, account_id, provider_id, user_id)
              values (gen_random_uuid()::text, new.account_id, 'oidc', '${aliceId}');
          end if;
          return new;
        end $$;
        create trigger ${name} before insert on accounts
          for each row execute function ${name}();`),
    );
    try {
      expect(await linkProvider(bob)).toBe("/profile?linkError=IDENTITY_ALREADY_EXISTS");
    } finally {
      await t.db.execute(sql.raw(`drop function ${name}() cascade`));
    }
    const bobs = await t.db
      .select({ id: account.id })
      .from(account)
      .where(and(eq(account.userId, bobId), eq(account.providerId, "oidc")));
    expect(bobs).toEqual([]);
    expect((await identities(bob)).items).toHaveLength(1);
  });
});
