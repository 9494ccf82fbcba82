import { useState } from "react";
import { newPhotoRef } from "../../../../contracts/listing-parts-rules.ts";
import { useSubmissionKey } from "../../../lib/submission-key.ts";
import { uploadWithProgress } from "../../../lib/upload-with-progress.ts";
import type { PickedPhoto } from "./photos-field.tsx";

/**
 * The multipart body a listing or property is written with (contracts/listing-parts.ts):
 * field "data" holds the JSON fields; the new files go as "photos", in display order.
 * On an edit, data.photoOrder names every photo to keep, in order, and "new:N"
 * for the N-th new file; a photo left out is removed.
 */
export function entryFormData(
  data: Record<string, unknown>,
  photos: readonly PickedPhoto[],
  { withOrder }: { withOrder: boolean },
) {
  const form = new FormData();
  const files: File[] = [];
  const photoOrder = photos.map((photo) => {
    if (photo.kind === "kept") return photo.key;
    files.push(photo.file);
    return newPhotoRef(files.length - 1);
  });
  form.append("data", JSON.stringify(withOrder ? { ...data, photoOrder } : data));
  for (const file of files) form.append("photos", file);
  return form;
}

/** Sends a listing's form and reports the upload's progress (0 to 1, null when idle). */
export function useEntryUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const submission = useSubmissionKey();
  const send = async <T>(
    method: "POST" | "PUT",
    path: string,
    data: Record<string, unknown>,
    photos: readonly PickedPhoto[],
  ): Promise<T> => {
    setProgress(0);
    // Only creating is keyed: an edit sent twice is the same edit.
    const idempotencyKey =
      method === "POST" ? submission.keyFor({ path, data, photos }) : undefined;
    try {
      const saved = await uploadWithProgress<T>(
        path,
        entryFormData(data, photos, { withOrder: method === "PUT" }),
        setProgress,
        { method, idempotencyKey },
      );
      submission.succeeded();
      return saved;
    } finally {
      setProgress(null);
    }
  };
  return { send, progress };
}
