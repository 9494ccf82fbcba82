// A bench's own database and the app processes it starts on it, removed afterwards
// whatever happened, so a failed run leaves no database, process or folder behind.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { createScratchDatabase } from "../../tests/support/scratch-database.ts";
import { startApp } from "./app-server.ts";
import type { Service } from "./processes.ts";

export interface Scratch {
  /** The scratch database's address. */
  url: string;
  /** A client on it, for seeding and reading; connect it once the first app has migrated. */
  client: pg.Client;
  /**
   * Starts the app on the scratch database with a data folder of its own; started one after
   * the other, the first migrates the fresh database.
   */
  startApp(env?: Record<string, string>): Promise<Service>;
}

/**
 * Runs `use` on a fresh database `<name>_<random>` on the PostgreSQL at `serverUrl`; then
 * closes the client, stops every app it started, drops the database and removes the folders.
 */
export async function withScratchApps<T>(
  serverUrl: string,
  name: string,
  use: (scratch: Scratch) => Promise<T>,
): Promise<T> {
  const database = await createScratchDatabase(serverUrl, name);
  const client = new pg.Client({ connectionString: database.url });
  const apps: Service[] = [];
  const dataDirs: string[] = [];
  try {
    return await use({
      url: database.url,
      client,
      async startApp(env = {}) {
        const dataDir = mkdtempSync(path.join(tmpdir(), `${name.replace(/_/g, "-")}-`));
        dataDirs.push(dataDir);
        const app = await startApp({ DATABASE_URL: database.url, DATA_DIR: dataDir, ...env });
        apps.push(app);
        return app;
      },
    });
  } finally {
    await client.end().catch(() => {});
    await Promise.all(apps.map((app) => app.stop()));
    await database.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}
