// `npm run admin -- grant|revoke <email>`: give or take the admin role by hand.
import path from "node:path";
import { openDatabase } from "../server/db/client.ts";
import { setAdminRole } from "../server/features/auth/admin-emails.ts";
import { loadSettings } from "../server/lib/settings.ts";

const [action, email] = process.argv.slice(2);
if ((action !== "grant" && action !== "revoke") || !email) {
  console.error("Usage: npm run admin -- grant|revoke <email>");
  process.exit(2);
}
const settings = loadSettings();
const database = await openDatabase({
  databaseUrl: settings.DATABASE_URL,
  dataDir: path.join(settings.DATA_DIR, "db"),
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
