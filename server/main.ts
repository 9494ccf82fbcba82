import { buildApp } from "./app.ts";
import { openDatabase } from "./db/client.ts";
import { seedDemoContent } from "./db/demo/seed-demo.ts";
import { EmbeddedPostgresError } from "./db/embedded-postgres.ts";
import { seedCities } from "./db/seed.ts";
import { undeliveredMailWarning } from "./lib/mail.ts";
import { loadSettings, SettingsError } from "./lib/settings.ts";
import { createStorage } from "./lib/storage/create-storage.ts";

async function main() {
  const settings = loadSettings();
  const database = await openDatabase({
    databaseUrl: settings.DATABASE_URL,
    embedded: {
      dataDir: settings.DATA_DIR,
      // A second app server on one DATA_DIR refuses; only the admin command shares.
      share: false,
      log: (message) => console.log(message),
      onUnexpectedExit(details) {
        // Every request would fail from now on; a supervisor restarts us cleanly.
        console.error(
          `The embedded PostgreSQL stopped unexpectedly (${details}).\nCoastal stops too.`,
        );
        process.exit(1);
      },
    },
  });
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    await database.migrate();
    await seedCities(database.db);
    if (settings.SEED_DEMO && (await seedDemoContent(database.db, createStorage(settings)))) {
      console.log("Added demo listings and properties (SEED_DEMO=false turns this off).");
    }
    app = await buildApp({ settings, database, logger: true });
  } catch (error) {
    await database.close();
    throw error;
  }

  // Close the HTTP server first, then the database (and the embedded server with it),
  // so requests in flight finish on a working database.
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
    `Coastal is running at ${settings.BASE_URL} on ${database.embedded ? "the embedded PostgreSQL" : "PostgreSQL"}`,
  );
  const mailWarning = undeliveredMailWarning(settings);
  if (mailWarning) app.log.warn(mailWarning);
}

main().catch((error) => {
  if (error instanceof SettingsError || error instanceof EmbeddedPostgresError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
