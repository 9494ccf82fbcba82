import { ImagePlus } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { uploadLimits } from "../../../contracts/uploads-rules.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { imageFileProblem } from "../../lib/image-file-problem.ts";
import { translatedText } from "../../lib/translated-text.ts";
import { UploadProgress } from "./upload-progress.tsx";

const messages = defineMessages({
  photo: { id: "ui.photoField.photo", defaultMessage: "Photo" },
  picked: { id: "ui.photoField.picked", defaultMessage: "The photo you picked" },
  current: { id: "ui.photoField.current", defaultMessage: "The photo now" },
  upload: { id: "ui.photoField.upload", defaultMessage: "Photo upload" },
  uploading: { id: "ui.photoField.uploading", defaultMessage: "Uploading photo… {percent}%" },
  processing: { id: "ui.photoField.processing", defaultMessage: "Processing photo…" },
});

/**
 * One photo (a restaurant's or a shop's, decision 25): the current one or a
 * preview of the file picked, refused here when the server would refuse it,
 * with the upload's progress while the form is sent.
 */
export function PhotoField({
  photo,
  onChange,
  currentUrl,
  error,
  disabled,
  progress,
  label,
}: {
  /** The field's name: "Photo", or "Cover photo" for a city. */
  label?: string;
  photo: File | null;
  onChange: (photo: File | null) => void;
  currentUrl?: string | null;
  /** The form's own complaint ("Please choose a photo."). */
  error?: string;
  disabled: boolean;
  progress: number | null;
}) {
  const intl = useIntl();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!photo) return setPreview(null);
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);
  const shown = preview ?? currentUrl ?? null;
  const message = problem ?? error;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label ?? intl.formatMessage(messages.photo)}
      </label>
      {shown && (
        <img
          src={shown}
          alt={intl.formatMessage(preview ? messages.picked : messages.current)}
          className="h-40 w-full max-w-xs rounded-lg bg-slate-100 object-cover"
        />
      )}
      <div className="flex items-center gap-2">
        <ImagePlus aria-hidden="true" className="size-5 shrink-0 text-ocean-700" />
        <input
          id={id}
          type="file"
          accept={uploadLimits.acceptedTypes.join(",")}
          disabled={disabled}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          className="min-w-0 text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-semibold file:text-slate-800"
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            const refused = file ? imageFileProblem(file) : null;
            setProblem(refused);
            onChange(refused ? null : file);
          }}
        />
      </div>
      {message && (
        <p id={`${id}-error`} className="text-sm text-coral-700">
          {translatedText(intl, message)}
        </p>
      )}
      {progress !== null && (
        <UploadProgress
          fraction={progress}
          label={intl.formatMessage(messages.upload)}
          uploadingText={(percent) => intl.formatMessage(messages.uploading, { percent })}
          processingText={intl.formatMessage(messages.processing)}
        />
      )}
    </div>
  );
}
