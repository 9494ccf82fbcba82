import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A database of its own on a PostgreSQL server (tests, benchmarks), named
 * `<prefix>_<random>`; drop() removes it even while connections are open.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
}
