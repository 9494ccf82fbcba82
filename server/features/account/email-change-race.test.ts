import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { credentialsMessages } from "../../../contracts/account-credentials-rules.ts";
import { type SmtpInbox, startSmtpInbox } from "../../../tests/support/smtp-inbox.ts";
import {
  createTestApp,
  signUpVerified,
  type TestApp,
  TestClient,
  uniqueEmail,
} from "../../../tests/support/test-app.ts";
import { user } from "../../db/schema.ts";

// Decision 064: an email change's link followed in the instant someone else takes the new
// address (after the user.update.before hook's check, before better-auth's write) is a 409,
// never the unique index's 500. The race is forced with a trigger that, as the address is
// written, puts a competing account on it first, as a sign-up landing in that instant would.
let inbox: SmtpInbox;
let t: TestApp;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = inbox.reading(await createTestApp({ SMTP_URL: inbox.url }));
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const linkIn = (text: string | undefined) => {
  const link = text?.match(/https?:\/\/\S+verify-email\S+/)?.[0];
  if (!link) throw new Error("no link in the mail");
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** As `address` is written to a user row, another account takes it first (one trigger per test). */
async function signUpRacesTo(address: string) {
  const name = `race_${address.replace(/[^a-z0-9]/g, "_")}`.slice(0, 60);
  await t.db.execute(
    sql.raw(`
      create function ${name}() returns trigger language plpgsql as $$
      begin
        if new.email = '${address}' and old.email <> new.email then
          insert into users (id, name, email) values (gen_random_uuid()::text, 'racer', new.email);
        end if;
        return new;
      end $$;
      create trigger ${name} before update of email on users
        for each row execute function ${name}();`),
  );
  return () => t.db.execute(sql.raw(`drop function ${name}() cascade`));
}

describe("email change racing a sign-up", () => {
  it("answers the translated 409 and changes nothing when the address is taken mid-write", async () => {
    const { client, email } = await signUpVerified(t);
    const newEmail = uniqueEmail("raced");
    expect((await client.post("/api/account/email", { newEmail })).statusCode).toBe(202);
    await t.settled();
    const link = linkIn(inbox.lastMailTo(newEmail)?.text);
    const undo = await signUpRacesTo(newEmail);
    try {
      const followed = await new TestClient(t.app).get(link);
      expect(followed.statusCode).toBe(409);
      expect(followed.json()).toEqual({
        code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
        message: credentialsMessages.emailNowTaken.defaultMessage,
      });
      const inSpanish = await new TestClient(t.app).request("GET", link, undefined, {
        "accept-language": "es-US,es;q=0.9",
      });
      expect(inSpanish.statusCode).toBe(409);
      expect(inSpanish.json().message).toBe(
        "Esa dirección ya pertenece a otra cuenta. Vuelve a pedirlo con otra dirección.",
      );
    } finally {
      await undo();
    }
    const [row] = await t.db.select({ email: user.email }).from(user).where(eq(user.email, email));
    expect(row?.email).toBe(email);
  });
});
