import { randomUUID } from "node:crypto";
import { byDirectoryKind } from "../../../contracts/directory-kinds.ts";
import type { ImagePurpose, StoredImage } from "../../../contracts/uploads.ts";
import { processImage } from "./images.ts";
import { type Storage, uploadsPath } from "./storage.ts";

// Avatars show small; everything else may fill a wide screen or a lightbox.
const wide = { maxDimension: 2048, thumbnailDimension: 400 };
const sizes: Record<ImagePurpose, { maxDimension: number; thumbnailDimension: number }> = {
  avatar: { maxDimension: 512, thumbnailDimension: 128 },
  post: wide,
  // Every directory's photos (contracts/directory-kinds.ts).
  ...byDirectoryKind(() => wide),
  event: wide,
  // A city's cover fills its card (up to ~400 px wide, twice that on sharp screens).
  city: { maxDimension: 2048, thumbnailDimension: 800 },
  // A message's photos (issue 32): shown in the thread, opened full size.
  message: wide,
};

/**
 * Checks, cleans and stores one uploaded image and its thumbnail under fresh
 * random keys (never anything from the user). Throws the AppError of
 * contracts/uploads.ts for a refused image, before anything is written.
 *
 * No orphans: if the thumbnail cannot be written the main file is removed here.
 * A caller whose own database write then fails must remove both files itself:
 *
 *   const image = await storeImage(storage, buffer, { purpose: "post" });
 *   try { await insertPost({ ...post, imageKey: image.key }); }
 *   catch (error) { await deleteStoredImage(storage, [image.key, image.thumbnailKey]); throw error; }
 */
export async function storeImage(
  storage: Storage,
  input: Buffer,
  options: { purpose: ImagePurpose },
): Promise<StoredImage> {
  const processed = await processImage(input, sizes[options.purpose]);
  const id = `${options.purpose}-${randomUUID()}`;
  const key = `${id}.webp`;
  const thumbnailKey = `${id}-thumb.webp`;
  await storage.put(key, processed.image, processed.contentType);
  try {
    await storage.put(thumbnailKey, processed.thumbnail, processed.contentType);
  } catch (error) {
    await deleteStoredImage(storage, [key, thumbnailKey]);
    throw error;
  }
  return {
    key,
    url: storage.publicUrl(key),
    thumbnailKey,
    thumbnailUrl: storage.publicUrl(thumbnailKey),
    width: processed.width,
    height: processed.height,
  };
}

/**
 * Best-effort removal for clean-up paths: never throws, so it cannot hide the
 * error that made the caller clean up. Returns the keys it could not delete
 * (the caller may log them); deleting a missing key counts as success.
 */
export async function deleteStoredImage(storage: Storage, keys: string[]): Promise<string[]> {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  return keys.filter((_, index) => results[index]?.status === "rejected");
}

/** Keys of the files behind an avatar URL we stored (main image and its thumbnail). */
export function avatarKeys(url: string | null): string[] {
  const prefix = uploadsPath("");
  if (!url?.startsWith(prefix)) return [];
  const key = url.slice(prefix.length);
  return [key, key.replace(/\.webp$/, "-thumb.webp")];
}
