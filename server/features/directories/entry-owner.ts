import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Contact, Seller } from "../../../contracts/listing-parts.ts";
import { profiles, user } from "../../db/schema.ts";

/**
 * The owner of a marketplace item or property as the pages show them, selected
 * alongside the row: name and avatar for everyone; account email and profile
 * phone only used for signed-in viewers (decision 9).
 */
export const ownerColumns = (userId: AnyPgColumn) => ({
  ownerName: sql<
    string | null
  >`(select ${profiles.username} from ${profiles} where ${profiles.id} = ${userId})`,
  ownerAvatarUrl: sql<
    string | null
  >`(select ${profiles.avatarUrl} from ${profiles} where ${profiles.id} = ${userId})`,
});

export const ownerContactColumns = (userId: AnyPgColumn) => ({
  ownerEmail: sql<string | null>`(select ${user.email} from ${user} where ${user.id} = ${userId})`,
  ownerPhone: sql<
    string | null
  >`(select ${profiles.phone} from ${profiles} where ${profiles.id} = ${userId})`,
});

export const presentOwner = (row: {
  userId: string;
  ownerName: string | null;
  ownerAvatarUrl: string | null;
}): Seller => ({ id: row.userId, username: row.ownerName, avatarUrl: row.ownerAvatarUrl });

/** Contact details for signed-in viewers only; empty text counts as none. */
export const presentContact = (
  signedIn: boolean,
  contact: { email: string | null; phone: string | null },
): Contact | null =>
  signedIn ? { email: contact.email || null, phone: contact.phone || null } : null;
