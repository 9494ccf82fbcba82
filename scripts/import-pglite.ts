// `npm run db:import-pglite`: moves the PGlite database an earlier Coastal kept in
// DATA_DIR/db into the embedded PostgreSQL server, once (decision 017). A real
// server cannot open PGlite's folder (a 32-bit build), so the data is dumped with
// PGlite's own pg_dump and restored. PGlite is no dependency of Coastal any more:
// the two packages that dump it are fetched into a temp folder for this run.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../server/db/client.ts";
import {
  EmbeddedPostgresError,
  isPgliteFolder,
  openEmbeddedPostgres,
} from "../server/db/embedded-postgres.ts";
import { loadSettings } from "../server/platform/config/settings.ts";

// The PGlite Coastal used last, and the pg_dump build made for that line.
const dumpTools = ["@electric-sql/pglite@0.5.16", "@electric-sql/pglite-tools@0.4.8"];

async function main() {
  const settings = loadSettings();
  if (settings.DATABASE_URL) {
    throw new EmbeddedPostgresError(
      "DATABASE_URL is set: this command fills the embedded database only.",
    );
  }
  const clusterDir = path.join(settings.DATA_DIR, "db");
  const keptDir = `${clusterDir}-pglite`;
  if (isPgliteFolder(clusterDir)) {
    if (existsSync(keptDir))
      throw new EmbeddedPostgresError(`${keptDir} already exists; move it away first.`);
    renameSync(clusterDir, keptDir);
    console.log(`Moved the PGlite folder to ${keptDir}; it stays there.`);
  } else if (!existsSync(keptDir)) {
    throw new EmbeddedPostgresError(`No PGlite database in ${clusterDir}: nothing to import.`);
  }

  const work = mkdtempSync(path.join(tmpdir(), "coastal-import-pglite-"));
  try {
    const sql = dumpPglite(keptDir, work);
    const server = await openEmbeddedPostgres(settings.DATA_DIR, {
      share: false,
      log: (line) => console.log(line),
    });
    try {
      await restore(server.url, sql, clusterDir);
      // Migrations newer than the PGlite data, as at every start.
      const database = await openDatabase({ databaseUrl: server.url });
      await database.migrate();
      await database.close();
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  console.log(
    `Done: npm start runs on the imported data. The PGlite folder stays at ${keptDir}; delete it once you are happy.`,
  );
}

function dumpPglite(folder: string, work: string): string {
  console.log(`Fetching ${dumpTools.join(" and ")} into a temp folder…`);
  const install = spawnSync(
    "npm",
    [
      ...["install", "--prefix", work, "--no-save", "--no-package-lock", "--no-audit", "--no-fund"],
      // pglite-tools names an older PGlite as its peer; its pg_dump reads 0.5.16's folders.
      "--legacy-peer-deps",
      ...dumpTools,
    ],
    { stdio: "inherit", shell: process.platform === "win32" },
  );
  if (install.status !== 0)
    throw new EmbeddedPostgresError("Fetching the PGlite dump tools failed (see above).");

  console.log(`Dumping ${folder}…`);
  const script = path.join(work, "dump.mjs");
  const dumpFile = path.join(work, "dump.sql");
  writeFileSync(
    script,
    `import { writeFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";
const pg = await PGlite.create(process.argv[2]);
const dump = await pgDump({ pg, args: process.argv.slice(4) });
writeFileSync(process.argv[3], await dump.text());
await pg.close();
`,
  );
  // Plain INSERTs: the restore sends SQL text, with no psql to feed COPY data.
  const args = [script, folder, dumpFile, "--inserts", "--no-owner", "--no-privileges"];
  const dump = spawnSync(process.execPath, args, { stdio: "inherit" });
  if (dump.status !== 0) throw new EmbeddedPostgresError(`Dumping ${folder} failed (see above).`);
  // psql meta-commands (\restrict and the like) mean nothing to the server.
  return readFileSync(dumpFile, "utf8")
    .split("\n")
    .filter((line) => !line.startsWith("\\"))
    .join("\n");
}

async function restore(url: string, sql: string, clusterDir: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')",
    );
    if (tables.rows[0]?.n) {
      throw new EmbeddedPostgresError(
        `${clusterDir} already holds tables: the import ran before. Nothing changed.`,
      );
    }
    console.log("Restoring into the embedded PostgreSQL…");
    // One transaction: all of it or, on any error, none.
    await client.query(`begin;\n${sql}\ncommit;`);
    const users = await client.query<{ n: number }>("select count(*)::int as n from public.users");
    console.log(`Imported ${users.rows[0]?.n} accounts and everything else.`);
  } finally {
    await client.end();
  }
}

main().catch((error) => {
  console.error(error instanceof EmbeddedPostgresError ? error.message : error);
  process.exit(1);
});
