import { eq } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Tx } from "../../db/client.ts";
import type { PhotoKeys } from "../../db/schema/listing-columns.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { notFound } from "../../platform/http/errors.ts";
import { photoFiles, storePhotos } from "../../platform/storage/photo-set.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { deleteStoredImage, storeImage } from "../../platform/storage/store-image.ts";
import { editPhotos } from "../uploads/edit-photos.ts";
import type { Directory, EntryRow } from "./directory.ts";

// An entry's photos, as its directory keeps them (decisions 022, 025): a set of up to
// eight in a jsonb `photos` column (marketplace items, properties), or one photo in
// `imageKey`/`thumbnailKey` (restaurants, shops). Files are stored before the row is
// written and removed again if that fails; files a write drops go after its commit.

type Context = Pick<AppContext, "db" | "storage">;
type PhotoColumns = Record<string, unknown>;

/** The stored files of a row (or of the columns a write returned). */
export function filesOf(d: Directory, row: Record<string, unknown>): string[] {
  if (d.photos.kind === "set") return photoFiles((row.photos as PhotoKeys[] | null) ?? []);
  return [row.imageKey, row.thumbnailKey].filter((key): key is string => typeof key === "string");
}

/** The columns the photo files are returned under after a delete. */
export const photoColumnsOf = (d: Directory): Record<string, AnyPgColumn> => {
  const t = d.table as unknown as Record<string, AnyPgColumn>;
  return d.photos.kind === "set"
    ? { photos: t.photos as AnyPgColumn }
    : { imageKey: t.imageKey as AnyPgColumn, thumbnailKey: t.thumbnailKey as AnyPgColumn };
};

async function storeFiles(storage: Storage, d: Directory, files: Buffer[]): Promise<PhotoColumns> {
  if (d.photos.kind === "set")
    return { photos: await storePhotos(storage, files, d.photos.purpose) };
  const [image] = files;
  if (!image) return {};
  const stored = await storeImage(storage, image, { purpose: d.photos.purpose });
  return { imageKey: stored.key, thumbnailKey: stored.thumbnailKey };
}

/** Stores the files, then runs `insert` with their columns; removes them if it fails. */
export async function withNewPhotos<T>(
  storage: Storage,
  d: Directory,
  files: Buffer[],
  insert: (photos: PhotoColumns) => Promise<T>,
): Promise<T> {
  const photos = await storeFiles(storage, d, files);
  try {
    return await insert(photos);
  } catch (error) {
    await deleteStoredImage(storage, filesOf(d, photos));
    throw error;
  }
}

/**
 * An edit's write with its photos: a set is reordered, trimmed and added to as
 * `photoOrder` says (server/features/uploads/edit-photos.ts); one photo is
 * replaced by a new file, the old one removed after the commit.
 */
export async function writeWithPhotos(
  context: Context,
  d: Directory,
  input: {
    row: EntryRow;
    order: readonly string[] | undefined;
    files: Buffer[];
    write: (tx: Tx | Context["db"], photos: PhotoColumns) => Promise<void>;
  },
): Promise<void> {
  const { row, files } = input;
  const t = d.table;
  if (d.photos.kind === "one") {
    const replaced = await withNewPhotos(context.storage, d, files, async (photos) => {
      await input.write(context.db, photos);
      return Object.keys(photos).length > 0;
    });
    if (replaced) await deleteStoredImage(context.storage, filesOf(d, row));
    return;
  }
  const photosColumn = photoColumnsOf(d).photos as AnyPgColumn;
  await editPhotos(context, {
    id: row.id,
    current: row.photos as PhotoKeys[],
    edit: { order: input.order, files, purpose: d.photos.purpose },
    lockPhotos: async (tx, id) => {
      const [locked] = await tx
        .select({ photos: photosColumn })
        .from(t)
        .where(eq(t.id, id))
        .for("update");
      if (!locked) throw notFound(d.messages.notFound);
      return locked.photos as PhotoKeys[];
    },
    write: (tx, photos) => input.write(tx, photos ? { photos } : {}),
  });
}
