import { eq } from "drizzle-orm";
import type { Language } from "../../../contracts/i18n/languages.ts";
import type { Db } from "../../db/client.ts";
import { profiles } from "../../db/schema.ts";

/** The language a member chose on /profile, or null: their browser decides (decision 063). */
export async function savedLanguage(db: Db, userId: string): Promise<Language | null> {
  const [row] = await db
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.language ?? null;
}
