import { and, eq, or, sql } from "drizzle-orm";
import type { MessagePhoto } from "../../../contracts/messages.ts";
import { messageLimits, messageWords } from "../../../contracts/messages-rules.ts";
import type { Db, Tx } from "../../db/client.ts";
import { messagePhotos, messages } from "../../db/schema.ts";
import { badRequest } from "../../platform/http/errors.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { deleteStoredImage, storeImage } from "../../platform/storage/store-image.ts";
import { cleanText } from "./message-rules.service.ts";

// A message's photos (issue 32 scope 1): up to 4, checked, stripped of EXIF, resized
// and thumbnailed by the uploads pipeline (storeImage), under "message-…" keys that
// /uploads/:key refuses. They are served by GET /api/conversations/:id/photos/:key
// to whoever may read that conversation (message-photos.routes.ts).

/** A photo stored for a message about to be written. */
export interface StoredMessagePhoto {
  imageKey: string;
  thumbnailKey: string;
  width: number;
  height: number;
  alt: string | null;
}

export const messagePhotoFiles = (photos: readonly StoredMessagePhoto[]) =>
  photos.flatMap((photo) => [photo.imageKey, photo.thumbnailKey]);

/**
 * Checks the message's photos as a whole: at most 4 (400 with the contract's words),
 * and a message has words or a photo.
 */
export function checkMessagePhotos(input: { text: string; files: readonly Buffer[] }) {
  if (input.files.length > messageLimits.photosMax) throw badRequest(messageWords.tooManyPhotos);
  if (input.text.trim() === "" && input.files.length === 0) {
    throw badRequest(messageWords.textOrPhotoRequired);
  }
}

/**
 * Stores the images one after another (each refused image is a 400 of the uploads
 * contract); if one is refused or fails, those already stored are removed.
 */
export async function storeMessagePhotos(
  storage: Storage,
  files: readonly Buffer[],
  alts: readonly string[],
): Promise<StoredMessagePhoto[]> {
  const stored: StoredMessagePhoto[] = [];
  try {
    for (const [index, file] of files.entries()) {
      const image = await storeImage(storage, file, { purpose: "message" });
      const alt = cleanText(alts[index] ?? "").trim();
      stored.push({
        imageKey: image.key,
        thumbnailKey: image.thumbnailKey,
        width: image.width,
        height: image.height,
        alt: alt === "" ? null : alt,
      });
    }
  } catch (error) {
    await deleteStoredImage(storage, messagePhotoFiles(stored));
    throw error;
  }
  return stored;
}

/** Writes the rows of a new message's photos, in the message's transaction. */
export async function insertMessagePhotos(
  tx: Tx,
  input: { messageId: string; authorId: string; photos: readonly StoredMessagePhoto[] },
) {
  if (input.photos.length === 0) return;
  await tx.insert(messagePhotos).values(
    input.photos.map((photo, position) => ({
      messageId: input.messageId,
      authorId: input.authorId,
      position,
      ...photo,
    })),
  );
}

/** A select column: the message `m`'s photos in order, as JSON (`[]` for none). */
export const photosColumn = sql`coalesce((select json_agg(json_build_object(
    'imageKey', mp.image_key, 'thumbnailKey', mp.thumbnail_key,
    'width', mp.width, 'height', mp.height, 'alt', mp.alt) order by mp.position)
  from message_photos mp where mp.message_id = m.id), '[]'::json) as photos`;

/** The row shape `photosColumn` gives. */
export type PhotoRow = Omit<StoredMessagePhoto, "alt"> & { alt: string | null };

/** Where a message photo is served: under its conversation, which decides who may see it. */
export const messagePhotoPath = (conversationId: string, key: string) =>
  `/api/conversations/${encodeURIComponent(conversationId)}/photos/${encodeURIComponent(key)}`;

export const presentMessagePhotos = (
  conversationId: string,
  rows: readonly PhotoRow[] | null | undefined,
): MessagePhoto[] =>
  (rows ?? []).map((row) => ({
    url: messagePhotoPath(conversationId, row.imageKey),
    thumbnailUrl: messagePhotoPath(conversationId, row.thumbnailKey),
    width: row.width,
    height: row.height,
    alt: row.alt,
  }));

/** Whether `key` is a photo (or thumbnail) of a message in this conversation. */
export async function isConversationPhoto(db: Db, conversationId: string, key: string) {
  const [row] = await db
    .select({ key: messagePhotos.imageKey })
    .from(messagePhotos)
    .innerJoin(messages, eq(messages.id, messagePhotos.messageId))
    .where(
      and(
        eq(messages.conversationId, conversationId),
        or(eq(messagePhotos.imageKey, key), eq(messagePhotos.thumbnailKey, key)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Removes a member's message photos (rows now, files once the caller's transaction
 * committed): account deletion (server/features/admin/delete-user.service.ts).
 * Returns the keys of the files to delete.
 */
export async function deleteMessagePhotosOf(tx: Tx, userId: string): Promise<string[]> {
  const rows = await tx
    .delete(messagePhotos)
    .where(eq(messagePhotos.authorId, userId))
    .returning({ imageKey: messagePhotos.imageKey, thumbnailKey: messagePhotos.thumbnailKey });
  return rows.flatMap((row) => [row.imageKey, row.thumbnailKey]);
}
