import { eq, inArray, type SQL, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import {
  altField,
  altTextSchema,
  contentWarningSchema,
  type PostPhoto,
  type PostPhotoSet,
  postPhotoLimits,
  postPhotoMessages,
  warningField,
} from "../../../contracts/post-photos.ts";
import type { Db, Tx } from "../../db/client.ts";
import { postPhotos } from "../../db/schema.ts";
import { AppError, badRequest } from "../../platform/http/errors.ts";
import { photoFiles, storePhotos } from "../../platform/storage/photo-set.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { deleteStoredImage } from "../../platform/storage/store-image.ts";
import { readUploads } from "../uploads/read-upload.ts";

// A post's photo set and content warning (issue 35). The photos go through the
// listings' pipeline (readUploads, then storePhotos: checked, EXIF stripped, re-encoded,
// resized, thumbnailed), up to the listings' 8, each with its alt text.

/** A photo as stored, before its row is written. */
export type StoredPostPhoto = {
  key: string;
  thumbnailKey: string;
  width: number;
  height: number;
};

/** What a post's form brings beside its text. */
export type PostExtras = { files: Buffer[]; alts: string[]; contentWarning: string | null };

const parsed = <T>(result: { success: true; data: T } | { success: false; error: Error }) => {
  if (result.success) return result.data;
  const issues = (result.error as unknown as { issues: { message: string }[] }).issues;
  throw badRequest(issues[0]?.message ?? "Invalid request");
};

/** A sent warning, trimmed: null when blank or missing; over 100 characters is a 400. */
export function parseWarning(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const warning = parsed(contentWarningSchema.safeParse(value));
  return warning === "" ? null : warning;
}

/**
 * A post's multipart form: "content", "contentWarning", the images in display order,
 * and "alt0", "alt1", ... for their alt text. A ninth image is refused (400) as its
 * part header arrives, before it is read.
 */
export async function readPostForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string> } & PostExtras> {
  let form: Awaited<ReturnType<typeof readUploads>>;
  try {
    form = await readUploads(request, {
      maxFiles: postPhotoLimits.photosMax,
      filesRequired: false,
    });
  } catch (error) {
    // The reader says "at most 8 images" as a 413; for a post it is a rule of the post.
    if (error instanceof AppError && error.words?.descriptor.id === "uploads.tooManyImages")
      throw badRequest(postPhotoMessages.tooManyPhotos);
    throw error;
  }
  const { files, fields } = form;
  const altNames = Object.keys(fields).filter((name) => /^alt\d+$/.test(name));
  if (altNames.some((name) => Number(name.slice(3)) >= files.length))
    throw badRequest(postPhotoMessages.altWithoutPhoto);
  const alts = files.map((_, index) =>
    parsed(altTextSchema.safeParse(fields[altField(index)] ?? "")).trim(),
  );
  return { fields, files, alts, contentWarning: parseWarning(fields[warningField]) };
}

/**
 * Stores the photos, then runs `write` with them; if it fails, the files go again,
 * so a refused or failed post leaves no file behind.
 */
export async function withStoredPhotos<T>(
  storage: Storage,
  files: readonly Buffer[],
  write: (stored: StoredPostPhoto[]) => Promise<T>,
): Promise<T> {
  const stored = await storePhotos(storage, files, "post", (image) => ({
    key: image.key,
    thumbnailKey: image.thumbnailKey,
    width: image.width,
    height: image.height,
  }));
  try {
    return await write(stored);
  } catch (error) {
    await deleteStoredImage(storage, photoFiles(stored));
    throw error;
  }
}

/** Writes a new post's photo rows, in order, with their alt text. */
export async function insertPostPhotos(
  db: Db | Tx,
  postId: string,
  stored: readonly StoredPostPhoto[],
  alts: readonly string[],
): Promise<void> {
  if (stored.length === 0) return;
  await db.insert(postPhotos).values(
    stored.map((photo, position) => ({
      postId,
      position,
      imageKey: photo.key,
      thumbnailKey: photo.thumbnailKey,
      width: photo.width,
      height: photo.height,
      alt: alts[position] ?? "",
    })),
  );
}

/**
 * The photos of the post whose id is `postId` (SQL naming the outer row's id), as one
 * json array in position order: an index lookup per post of a feed page.
 */
export const photosJson = (postId: SQL) =>
  sql<RawPhoto[]>`(select coalesce(json_agg(json_build_object('t', pp.thumbnail_key,
    'w', pp.width, 'h', pp.height, 'a', pp.alt) order by pp.position), '[]'::json)
    from post_photos pp where pp.post_id = ${postId})`;

/** The same, as text for the feed's hand-written statement (server/features/posts/feed-page.ts). */
export const photosJsonText = (postId: string) =>
  `(select coalesce(json_agg(json_build_object('t', pp.thumbnail_key, 'w', pp.width,
    'h', pp.height, 'a', pp.alt) order by pp.position), '[]'::json)
    from post_photos pp where pp.post_id = ${postId})`;

export type RawPhoto = { t: string; w: number | null; h: number | null; a: string };

/** The feed's photos: thumbnails, sizes and alt text only. */
export const presentPhotos = (storage: Storage, raw: RawPhoto[] | null): PostPhoto[] =>
  (raw ?? []).map((photo) => ({
    thumbnailUrl: storage.publicUrl(photo.t),
    width: photo.w,
    height: photo.h,
    alt: photo.a,
  }));

/** A post's full-size photos, for the lightbox. */
export async function fullPhotos(
  { db, storage }: { db: Db; storage: Storage },
  postId: string,
): Promise<PostPhotoSet> {
  const rows = await db
    .select()
    .from(postPhotos)
    .where(eq(postPhotos.postId, postId))
    .orderBy(postPhotos.position);
  return {
    photos: rows.map((row) => ({
      url: storage.publicUrl(row.imageKey),
      thumbnailUrl: storage.publicUrl(row.thumbnailKey),
      width: row.width,
      height: row.height,
      alt: row.alt,
    })),
  };
}

/**
 * Deletes the photo rows of these posts and returns their files' keys, for the caller
 * to remove once its write is done (a deleted post, a deleted member's posts).
 */
export async function takePostPhotos(db: Db | Tx, postIds: readonly string[]): Promise<string[]> {
  if (postIds.length === 0) return [];
  const rows = await db
    .delete(postPhotos)
    .where(inArray(postPhotos.postId, [...postIds]))
    .returning({ key: postPhotos.imageKey, thumbnailKey: postPhotos.thumbnailKey });
  return photoFiles(rows);
}
