import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cityWithMembers, type TestApp, TestClient } from "../../../tests/support/test-app.ts";
import { buildApp } from "../../app.ts";
import { openDatabase } from "../../db/client.ts";
import { posts } from "../../db/schema.ts";

let t: TestApp;
let alice: TestClient;
beforeAll(async () => {
  ({ t, alice } = await cityWithMembers("miami"));
});
afterAll(() => t.close());

/**
 * The app running as a database role that may not call pg_notify, as a hardened
 * deployment's role might: every live notification then really fails inside
 * PostgreSQL, after the write it announces has committed. A second instance
 * logs in as that role.
 */
async function appThatCannotNotify(): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const role = `coastal_no_notify_${randomBytes(4).toString("hex")}`;
  for (const statement of [
    `create role ${role} login`,
    `grant usage on schema public to ${role}`,
    `grant select, insert, update, delete on all tables in schema public to ${role}`,
    `grant usage, select on all sequences in schema public to ${role}`,
    "revoke execute on function pg_notify(text, text) from public",
  ]) {
    await t.db.execute(sql.raw(statement));
  }
  const dropRole = async () => {
    await t.db.execute(sql.raw(`drop owned by ${role}`));
    await t.db.execute(sql.raw(`drop role ${role}`));
  };
  const url = new URL(t.settings.DATABASE_URL ?? "");
  url.username = role;
  const database = await openDatabase({ databaseUrl: url.toString() });
  const app = await buildApp({ settings: t.settings, database });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
      await dropRole();
    },
  };
}

describe("a live notification that cannot be sent", () => {
  it("does not turn a saved post into an error, so nobody retries it into a duplicate", async () => {
    const limited = await appThatCannotNotify();
    try {
      const content = `Saved once ${randomBytes(4).toString("hex")}`;
      const response = await new TestClient(limited.app).request(
        "POST",
        "/api/cities/miami/posts",
        { content },
        { cookie: alice.cookieHeader() },
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().content).toBe(content);
      const saved = await t.db
        .select({ id: posts.id })
        .from(posts)
        .where(eq(posts.content, content));
      expect(saved).toHaveLength(1);
    } finally {
      await limited.close();
    }
  });
});
