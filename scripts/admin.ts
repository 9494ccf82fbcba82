// `npm run admin -- grant|revoke <email>`: give or take the admin role by hand.
// Works while the server runs: on the embedded database it uses the running
// server, or starts one for the moment (decision 017).
import { openDatabase } from "../server/db/client.ts";
import { EmbeddedPostgresError } from "../server/db/embedded-postgres.ts";
import { setAdminRole } from "../server/features/auth/accounts.service.ts";
import { loadSettings } from "../server/platform/config/settings.ts";

const [action, email] = process.argv.slice(2);
if ((action !== "grant" && action !== "revoke") || !email) {
  console.error("Usage: npm run admin -- grant|revoke <email>");
  process.exit(2);
}
const settings = loadSettings();
const database = await openDatabase({
  databaseUrl: settings.DATABASE_URL,
  embedded: { dataDir: settings.DATA_DIR, share: true },
}).catch((error) => {
  if (!(error instanceof EmbeddedPostgresError)) throw error;
  console.error(error.message);
  process.exit(1);
});
try {
  await database.migrate();
  const found = await setAdminRole(database.db, email, action === "grant");
  if (!found) {
    console.error(`No account with the email ${email}. Sign up first, then run this again.`);
    process.exitCode = 1;
  } else {
    console.log(
      action === "grant"
        ? `${email} is now an admin, with the address marked verified.`
        : `${email} is no longer an admin.`,
    );
  }
} finally {
  await database.close();
}
