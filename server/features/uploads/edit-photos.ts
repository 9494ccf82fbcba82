import type { ImagePurpose } from "../../../contracts/uploads.ts";
import type { Tx } from "../../db/client.ts";
import type { PhotoKeys } from "../../db/schema/listing-columns.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { arrangePhotos, photoFiles, storePhotos } from "../../platform/storage/photo-set.ts";
import { deleteStoredImage } from "../../platform/storage/store-image.ts";

/** An edit's photos: the new order (contracts/listing-parts.ts) and the new files. */
export type PhotoEdit = { order?: readonly string[]; files: Buffer[]; purpose: ImagePurpose };

/**
 * Writes an edit of a row with photos (a listing, a property), nothing half-done:
 *
 * 1. the order is checked against the photos the row has (a bad reference or a
 *    9th photo is refused before any file is stored);
 * 2. the new files are stored;
 * 3. in one transaction, the row is locked (`lockPhotos` returns its photos as
 *    they are now), the order is applied to those and `write` saves the row;
 *    if anything fails the new files are removed again;
 * 4. after the commit, the photos the edit dropped are deleted.
 *
 * `write` gets the new photo list, or undefined when the edit does not touch photos.
 */
export async function editPhotos(
  { db, storage }: Pick<AppContext, "db" | "storage">,
  input: {
    id: string;
    current: readonly PhotoKeys[];
    edit: PhotoEdit;
    lockPhotos: (tx: Tx, id: string) => Promise<PhotoKeys[]>;
    write: (tx: Tx, photos: PhotoKeys[] | undefined) => Promise<void>;
  },
): Promise<void> {
  const { id, edit } = input;
  if (!edit.order && edit.files.length === 0) {
    await db.transaction(async (tx) => {
      await input.lockPhotos(tx, id);
      await input.write(tx, undefined);
    });
    return;
  }
  const placeholders = edit.files.map(() => ({ key: "", thumbnailKey: "" }));
  arrangePhotos(input.current, edit.order, placeholders, { lockedRow: false });
  const stored = await storePhotos(storage, edit.files, edit.purpose);
  let removed: PhotoKeys[];
  try {
    removed = await db.transaction(async (tx) => {
      const current = await input.lockPhotos(tx, id);
      const arranged = arrangePhotos(current, edit.order, stored, { lockedRow: true });
      await input.write(tx, arranged.photos);
      return arranged.removed;
    });
  } catch (error) {
    await deleteStoredImage(storage, photoFiles(stored));
    throw error;
  }
  await deleteStoredImage(storage, photoFiles(removed));
}
