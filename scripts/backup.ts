// `npm run backup -- <file>`: one archive of the database and every uploaded file
// (decision 024). Works while Coastal runs: on the embedded database it uses the
// running server, or starts one for the moment, as `npm run admin` does.
import { openDatabase } from "../server/db/client.ts";
import { EmbeddedPostgresError } from "../server/db/embedded-postgres.ts";
import { writeBackup } from "../server/features/backups/write-backup.ts";
import { loadSettings, SettingsError } from "../server/platform/config/settings.ts";
import { createStorage } from "../server/platform/storage/create-storage.ts";

const [file] = process.argv.slice(2);
if (!file || file.startsWith("-")) {
  console.error("Usage: npm run backup -- <file>   (for example coastal-2026-11-23.tar.gz)");
  process.exit(2);
}
try {
  const settings = loadSettings();
  const database = await openDatabase({
    databaseUrl: settings.DATABASE_URL,
    embedded: { dataDir: settings.DATA_DIR, share: true },
  });
  try {
    const manifest = await writeBackup({
      pool: database.pool,
      storage: createStorage(settings),
      file,
    });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Backed up ${rows} rows in ${manifest.tables.length} tables and ${manifest.files.length} files to ${file}.`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof SettingsError || error instanceof EmbeddedPostgresError) {
    console.error(error.message);
  } else {
    console.error(`Backup failed: ${(error as Error).message}`);
  }
  process.exit(1);
}
