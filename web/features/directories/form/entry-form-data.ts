import { newPhotoRef } from "../../../../contracts/listing-parts-rules.ts";
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
