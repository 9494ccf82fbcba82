// Vitest globalSetup of the API tests: the PostgreSQL server they create their
// databases on. TEST_DATABASE_URL wins; without it, a throwaway embedded cluster
// runs for the length of the run.
import type { TestProject } from "vitest/node";
import { startThrowawayPostgres } from "./throwaway-postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Superuser URL of the server the API tests create their databases on. */
    databaseServerUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide("databaseServerUrl", given);
    return;
  }
  const server = await startThrowawayPostgres();
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `TEST_DATABASE_URL is unset: the API tests run on a throwaway embedded PostgreSQL at 127.0.0.1:${server.port} (init ${seconds(server.timings.initMs)}, start ${seconds(server.timings.startMs)}).`,
  );
  project.provide("databaseServerUrl", server.url);
  return () => server.remove();
}
