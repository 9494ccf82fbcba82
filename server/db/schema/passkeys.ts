import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/**
 * better-auth's `passkey` model (@better-auth/passkey, issue 31): one row per
 * WebAuthn credential a member registered. The JS names are the plugin's field
 * names. A member with a row here has a second factor (the two-factor and staff
 * parts read this table).
 */
export const passkey = pgTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    /** The member's label ("Work laptop"); null until they name it. */
    name: text("name"),
    /** The credential's COSE public key, base64. */
    publicKey: text("public_key").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The authenticator's credential id (base64url), what an assertion names. */
    credentialID: text("credential_id").notNull(),
    /** The signature counter: synced passkeys stay at 0, hardware keys count up. */
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    aaguid: text("aaguid"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("passkeys_user_id_idx").on(table.userId),
    // One row per credential: a client that registers someone else's credential id
    // again (attestation is "none", so it could) is refused rather than shadowing theirs.
    uniqueIndex("passkeys_credential_id_idx").on(table.credentialID),
  ],
);
