import { eq } from "drizzle-orm";
import type { OwnProfile } from "../../../contracts/profiles.ts";
import { profiles } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { unauthorized } from "../../platform/http/errors.ts";
import { avatarKeys, deleteStoredImage, storeImage } from "../../platform/storage/store-image.ts";
import type { Viewer } from "../../session/session.ts";
import { loadOwnProfile } from "./profile.service.ts";

/**
 * Stores a new avatar and points the profile at it, then removes the old
 * one's files. The new files go again if the profile cannot be updated.
 */
export async function replaceAvatar(
  { db, storage }: Pick<AppContext, "db" | "storage">,
  input: { viewer: Viewer; image: Buffer },
): Promise<OwnProfile> {
  const { viewer } = input;
  const image = await storeImage(storage, input.image, { purpose: "avatar" });
  let replaced: string | null;
  try {
    replaced = await db.transaction(async (tx) => {
      // Locked, so two uploads at once cannot both take the same old avatar for theirs.
      const [before] = await tx
        .select({ avatarUrl: profiles.avatarUrl })
        .from(profiles)
        .where(eq(profiles.id, viewer.id))
        .for("update");
      // The account was deleted while the image was being processed.
      if (!before) throw unauthorized();
      await tx
        .update(profiles)
        .set({ avatarUrl: image.url, updatedAt: new Date() })
        .where(eq(profiles.id, viewer.id));
      return before.avatarUrl;
    });
  } catch (error) {
    await deleteStoredImage(storage, [image.key, image.thumbnailKey]);
    throw error;
  }
  await deleteStoredImage(storage, avatarKeys(replaced));
  return loadOwnProfile(db, viewer);
}
