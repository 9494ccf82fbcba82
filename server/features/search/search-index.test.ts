import { readdirSync, readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { directories } from "../directories/registry.ts";
import {
  searchColumnStatements,
  searchIndexStatements,
  searchSources,
  storedColumn,
} from "./search-sources.ts";
import { prefixQuery, searchTerms } from "./search-terms.ts";

// Every source joins the index (decisions 073, 082): each directory of the registry, posts,
// events and members is searched by stored columns its migration added and indexed, so a
// new directory whose columns or index are missing fails here, not on a city with a
// million rows.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the search indexes", () => {
  it("cover every directory in the registry", () => {
    const sections = searchSources().map((s) => s.section);
    for (const d of directories) expect(sections).toContain(d.section);
  });

  it("are added by a migration that holds exactly the registry's statements", () => {
    const folder = new URL("../../db/migrations/", import.meta.url);
    const migrations = readdirSync(folder)
      .filter((file) => file.endsWith(".sql"))
      .map((file) => readFileSync(new URL(file, folder), "utf8"));
    for (const source of searchSources()) {
      for (const statement of searchColumnStatements(source)) {
        expect(
          migrations.some((text) => text.includes(statement)),
          statement,
        ).toBe(true);
      }
    }
  });

  // Asked for the document's and the name's matches alone (no city, whose own index
  // wins on a table this small), the planner must use the search indexes.
  for (const source of searchSources()) {
    it(`serve ${source.section}'s search`, async () => {
      const [terms] = [searchTerms("surfbord cafe")];
      const document = sql.raw(storedColumn(source, "search_document"));
      const name = sql.raw(storedColumn(source, "search_name"));
      const tsquery = sql`to_tsquery('english'::regconfig, public.coastal_search_fold(${prefixQuery(terms)}))`;
      const folded = sql`public.coastal_search_fold(${terms.join(" ")})`;
      const asks = [
        sql`${document} @@ ${tsquery}`,
        ...(source.typos ? [sql`${folded} <% ${name}`] : []),
      ];
      const names = searchIndexStatements(source).map(
        (statement) => /INDEX IF NOT EXISTS "([^"]+)"/.exec(statement)?.[1] ?? statement,
      );
      expect(names).toHaveLength(asks.length);
      for (const [i, ask] of asks.entries()) {
        const plan = await t.db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          const { rows } = await tx.execute<{ "QUERY PLAN": string }>(
            sql`explain select 1 from ${sql.raw(`"${source.table}"`)} where ${ask}`,
          );
          return rows.map((row) => row["QUERY PLAN"]).join("\n");
        });
        expect(plan, plan).toContain(`Bitmap Index Scan on ${names[i]}`);
      }
    });
  }

  it("are built on extensions this server ships", async () => {
    const { rows } = await t.db.execute<{ extname: string }>(
      sql`select extname from pg_extension where extname in ('unaccent', 'pg_trgm') order by 1`,
    );
    expect(rows.map((row) => row.extname)).toEqual(["pg_trgm", "unaccent"]);
  });
});
