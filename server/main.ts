import { buildApp } from "./app.ts";
import { openDatabase } from "./db/client.ts";
import { seedDemoOnStart } from "./db/demo/seed-demo.ts";
import { EmbeddedPostgresError } from "./db/embedded-postgres.ts";
import { seedCities } from "./db/seed.ts";
import { loadSettings, SettingsError } from "./platform/config/settings.ts";
import {
  checkDatabase,
  checkDataDir,
  checkPortFree,
  checkStorage,
  migrationError,
  portError,
  StartupError,
  smtpWarning,
} from "./platform/config/startup-checks.ts";
import { undeliveredMailWarning } from "./platform/mail/mail.ts";
import { stopWhenOrphaned } from "./platform/runtime/stop-when-orphaned.ts";
import { createStorage } from "./platform/storage/create-storage.ts";

async function main() {
  const settings = loadSettings();
  // Cheapest first: nothing starts when the port is taken or a folder is not writable.
  await checkPortFree(settings.PORT, settings.HOST);
  if (!settings.DATABASE_URL) checkDataDir(settings.DATA_DIR);
  await checkStorage(createStorage(settings), settings);
  const database = await openDatabase({
    databaseUrl: settings.DATABASE_URL,
    timeoutMs: settings.DB_TIMEOUT_MS,
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
    await checkDatabase(database.pool, settings.DATABASE_URL);
    await database.migrate().catch((error) => {
      throw migrationError(error);
    });
    await seedCities(database.db);
    if (await seedDemoOnStart(database.db, settings)) {
      console.log(
        "Added demo listings, properties, restaurants, shops and events (SEED_DEMO=false turns this off).",
      );
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
    app.logger.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  stopWhenOrphaned(() => void shutdown("npm stopped"));

  try {
    await app.listen({ port: settings.PORT, host: settings.HOST });
  } catch (error) {
    // Another process took the port since the check.
    await app.close();
    await database.close();
    throw portError(error, settings.PORT);
  }
  app.logger.info(
    `Coastal is running at ${settings.BASE_URL} on ${database.embedded ? "the embedded PostgreSQL" : "PostgreSQL"}`,
  );
  const mailWarning = undeliveredMailWarning(settings) ?? (await smtpWarning(settings.SMTP_URL));
  if (mailWarning) app.logger.warn(mailWarning);
}

main().catch((error) => {
  if (
    error instanceof SettingsError ||
    error instanceof EmbeddedPostgresError ||
    error instanceof StartupError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
