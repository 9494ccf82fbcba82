import path from "node:path";
import { buildApp } from "./app.ts";
import { openDatabase } from "./db/client.ts";
import { seedCities } from "./db/seed.ts";
import { undeliveredMailWarning } from "./lib/mail.ts";
import { loadSettings, SettingsError } from "./lib/settings.ts";

async function main() {
  const settings = loadSettings();
  const database = await openDatabase({
    databaseUrl: settings.DATABASE_URL,
    dataDir: path.join(settings.DATA_DIR, "db"),
  });
  await database.migrate();
  await seedCities(database.db);
  const app = await buildApp({ settings, database, logger: true });

  // Close the HTTP server first, then the database, so PGlite is never left half-written.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: settings.PORT, host: settings.HOST });
  app.log.info(
    `Coastal is running at ${settings.BASE_URL} on ${database.engine === "pglite" ? "the embedded database" : "PostgreSQL"}`,
  );
  const mailWarning = undeliveredMailWarning(settings);
  if (mailWarning) app.log.warn(mailWarning);
}

main().catch((error) => {
  if (error instanceof SettingsError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
