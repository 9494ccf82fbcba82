import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { leftOut } from "./export-left-out.ts";
import { exportParts } from "./export-parts.ts";

// Download my data must hold every row about or by the member (issue 31, scope 10). This
// lists, from the migrated database itself, every column that points at a user, and fails
// when one is neither exported (export-parts.ts) nor deliberately left out with a reason
// (export-left-out.ts).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** "table.column" for every foreign key to users.id and every column named like one. */
async function userColumns(): Promise<string[]> {
  const { rows: keys } = await t.db.execute<{ name: string }>(sql`
    select c.conrelid::regclass::text || '.' || a.attname as name
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
    where c.contype = 'f' and c.confrelid = 'users'::regclass`);
  // Columns that name a user without a foreign key (set-null audit columns, better-auth's
  // impersonation): user_id, author_id, owner_id, created_by, actor_id, decided_by ...
  const { rows: named } = await t.db.execute<{ name: string }>(sql`
    select table_name || '.' || column_name as name from information_schema.columns
    where table_schema = current_schema()
      and (column_name ~ '(^|_)(user|author|owner|organiser|reporter|actor|member|creator)_id$'
        or column_name ~ '_by$')`);
  const names = ["users.id", ...keys.map((row) => row.name), ...named.map((row) => row.name)];
  return [...new Set(names)].sort();
}

/**
 * Tables with no column naming a user, deliberately not exported:
 * - verifications: better-auth's short-lived links and codes, keyed by address; secrets.
 * - rate_limits: better-auth's per-IP counters; throttles: counters keyed by strings.
 * - outbox, mail_queue: mail being sent, by address; the mail itself is the member's copy.
 * - session_proofs: when a session last proved itself; keyed by session (exported above).
 * - digest_runs, cities, notification_actors' notification side: not about one member.
 */
describe("Download my data covers every column that points at a member", () => {
  it("exports or deliberately leaves out each of them", async () => {
    const covered = new Set(
      exportParts.flatMap((part) => part.userColumns.map((column) => `${part.table}.${column}`)),
    );
    const found = await userColumns();
    expect(found.length).toBeGreaterThan(20);
    const missed = found.filter((column) => !covered.has(column) && !(column in leftOut));
    expect(missed).toEqual([]);
  });

  it("names only tables and columns that exist, and leaves nothing out twice", async () => {
    const found = new Set(await userColumns());
    const stale = [
      ...exportParts.flatMap((part) => part.userColumns.map((c) => `${part.table}.${c}`)),
      ...Object.keys(leftOut),
    ].filter((column) => !found.has(column));
    expect(stale).toEqual([]);
    const exported = exportParts.flatMap((p) => p.userColumns.map((c) => `${p.table}.${c}`));
    expect(exported.filter((column) => column in leftOut)).toEqual([]);
    expect(new Set(exportParts.map((p) => p.file)).size).toBe(exportParts.length);
  });
});
