import {
  type ListingPhoto,
  maxListingPhotos,
  newPhotoRef,
  tooManyPhotosMessage,
} from "../../../contracts/listing-parts.ts";
import type { ImagePurpose, StoredImage } from "../../../contracts/uploads.ts";
import type { PhotoKeys } from "../../db/schema/listing-columns.ts";
import { badRequest, conflict } from "../http/errors.ts";
import type { Storage } from "./storage.ts";
import { deleteStoredImage, storeImage } from "./store-image.ts";

// The photos of a listing or a property (up to 8, in display order), kept in
// the row's `photos` column. Decision 022.

const keysOf = (image: StoredImage): PhotoKeys => ({
  key: image.key,
  thumbnailKey: image.thumbnailKey,
});

export const photoFiles = (photos: readonly PhotoKeys[]) =>
  photos.flatMap((photo) => [photo.key, photo.thumbnailKey]);

export const presentPhotos = (storage: Storage, photos: readonly PhotoKeys[]): ListingPhoto[] =>
  photos.map((photo) => ({
    key: photo.key,
    url: storage.publicUrl(photo.key),
    thumbnailUrl: storage.publicUrl(photo.thumbnailKey),
  }));

/**
 * Stores the images one after another (each is checked and re-encoded); if one
 * is refused or fails, the ones already stored are removed and the error goes on,
 * so a refused form leaves no file behind.
 */
export async function storePhotos<Kept extends PhotoKeys = PhotoKeys>(
  storage: Storage,
  files: readonly Buffer[],
  purpose: ImagePurpose,
  /** What to keep of each stored image (a post's photos also keep their size). */
  keep: (image: StoredImage) => Kept = keysOf as (image: StoredImage) => Kept,
): Promise<Kept[]> {
  const stored: Kept[] = [];
  try {
    for (const file of files) {
      stored.push(keep(await storeImage(storage, file, { purpose })));
    }
  } catch (error) {
    await deleteStoredImage(storage, photoFiles(stored));
    throw error;
  }
  return stored;
}

export const changedWhileEditing =
  "This listing changed while you were editing it. Please reload and try again.";

/**
 * The photos after an edit: `order` names kept photos by key and new files as
 * "new:N" (contracts/listing-parts.ts); without it the current photos stay and
 * the new ones follow. Checked before any file is stored (`added` may then be
 * placeholders) and again, with the stored files, under the row's lock: a kept
 * key that is gone by then means someone else edited first (409).
 */
export function arrangePhotos(
  current: readonly PhotoKeys[],
  order: readonly string[] | undefined,
  added: readonly PhotoKeys[],
  options: { lockedRow: boolean },
): { photos: PhotoKeys[]; removed: PhotoKeys[] } {
  const refs = order ?? [
    ...current.map((photo) => photo.key),
    ...added.map((_, i) => newPhotoRef(i)),
  ];
  if (refs.length > maxListingPhotos) throw badRequest(tooManyPhotosMessage);
  if (new Set(refs).size !== refs.length) throw badRequest("Each photo can appear only once.");
  const photos = refs.map((ref) => {
    const newIndex = /^new:(\d{1,2})$/.exec(ref);
    if (newIndex) {
      const photo = added[Number(newIndex[1])];
      if (!photo) throw badRequest(`There is no uploaded photo for "${ref}".`);
      return photo;
    }
    const kept = current.find((photo) => photo.key === ref);
    if (!kept) {
      if (options.lockedRow) throw conflict(changedWhileEditing);
      throw badRequest("That photo is not part of this listing.");
    }
    return kept;
  });
  const unused = added.filter((photo) => !photos.includes(photo));
  if (unused.length > 0) throw badRequest("Every uploaded photo must appear in the photo order.");
  const removed = current.filter((photo) => !photos.includes(photo));
  return { photos, removed };
}
