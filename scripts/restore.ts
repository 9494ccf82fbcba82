// `npm run restore -- <file> [--force]`: puts a backup back into an empty DATA_DIR or
// database (decision 024), migrating it forward to this version. Stop Coastal first.
import { openDatabase } from "../server/db/client.ts";
import { EmbeddedPostgresError } from "../server/db/embedded-postgres.ts";
import { BackupArchiveError } from "../server/features/backups/read-archive.ts";
import { restoreBackup } from "../server/features/backups/restore-backup.ts";
import { loadSettings, SettingsError } from "../server/platform/config/settings.ts";
import { createStorage } from "../server/platform/storage/create-storage.ts";

const args = process.argv.slice(2);
const force = args.includes("--force");
const [file, ...rest] = args.filter((arg) => arg !== "--force");
if (!file || rest.length > 0 || file.startsWith("-")) {
  console.error("Usage: npm run restore -- <file> [--force]");
  process.exit(2);
}
try {
  const settings = loadSettings();
  const database = await openDatabase({
    databaseUrl: settings.DATABASE_URL,
    // Not shared: restoring under a running app server would pull its data away.
    embedded: { dataDir: settings.DATA_DIR, share: false },
  }).catch((error) => {
    if (error instanceof EmbeddedPostgresError && /Another Coastal process/.test(error.message)) {
      throw new EmbeddedPostgresError(
        `Coastal is running on ${settings.DATA_DIR}: stop it before restoring, since a restore replaces its data.`,
      );
    }
    throw error;
  });
  try {
    const manifest = await restoreBackup({
      pool: database.pool,
      storage: createStorage(settings),
      file,
      force,
    });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Restored ${rows} rows and ${manifest.files.length} files from ${file} (made by Coastal ${manifest.appVersion} on ${manifest.createdAt}).`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  if (
    error instanceof SettingsError ||
    error instanceof EmbeddedPostgresError ||
    error instanceof BackupArchiveError
  ) {
    console.error(error.message);
  } else {
    console.error(`Restore failed, nothing was restored: ${(error as Error).message}`);
  }
  process.exit(1);
}
