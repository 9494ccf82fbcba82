import { useState } from "react";
import { networkError } from "../../../lib/api.ts";
import { useSubmissionKey } from "../../../lib/submission-key.ts";
import type { PickedPhoto } from "./photos-field.tsx";

// What sends the form (the multipart body, the upload) loads when it is sent: a listing's
// page reads its hooks' file for the listing, not to write one (decision 092).
const loadSender = () =>
  Promise.all([
    import("./entry-form-data.ts"),
    import("../../../lib/upload-with-progress.ts"),
  ]).catch(() => {
    // Offline before the code arrived: the same words as any request that could not go.
    throw networkError();
  });

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
      const [{ entryFormData }, { uploadWithProgress }] = await loadSender();
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
