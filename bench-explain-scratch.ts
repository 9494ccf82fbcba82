import { randomBytes } from "node:crypto";
import pg from "pg";
import { buildApp } from "./server/app.ts";
import { openDatabase } from "./server/db/client.ts";
import { seedCities } from "./server/db/seed.ts";
import { loadSettings } from "./server/lib/settings.ts";
import { createScratchDatabase } from "./tests/support/scratch-database.ts";
import { benchSeller, fillMarketplace } from "./bench/lib/listing-data.ts";
const scratch = await createScratchDatabase("postgres://postgres@127.0.0.1:5432/postgres", "coastal_explain");
const database = await openDatabase({ databaseUrl: scratch.url });
await database.migrate(); await seedCities(database.db);
const client = new pg.Client({ connectionString: scratch.url }); await client.connect();
const query = (t: string, v?: unknown[]) => client.query(t, v);
const userId = await benchSeller(query);
await fillMarketplace(query, { citySlug: "miami", userId, count: 100000 });
const settings = loadSettings({ NODE_ENV: "production", BASE_URL: "http://localhost:3000", AUTH_SECRET: randomBytes(32).toString("hex"), DATA_DIR: "/tmp/ms-x", DATABASE_URL: scratch.url });
const app = await buildApp({ settings, database });
await app.ready();
for (const url of ["/api/cities/miami/listings?category=furniture&minPrice=20&maxPrice=500", "/api/cities/miami/listings?category=furniture&minPrice=20&maxPrice=500"]) {
  for (let i = 0; i < 50; i++) await app.inject(url);
  const t0 = performance.now();
  for (let i = 0; i < 300; i++) { const r = await app.inject(url); if (r.statusCode !== 200) throw new Error(r.body); }
  console.log(url, ((performance.now() - t0) / 300).toFixed(3), "ms");
}
await app.close(); await client.end(); await database.close(); await scratch.drop();
