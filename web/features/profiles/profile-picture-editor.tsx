import { Camera } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { profileMessages } from "../../../contracts/profiles-rules.ts";
import { uploadLimits } from "../../../contracts/uploads-rules.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Avatar } from "../../components/ui/avatar.tsx";
import { Button } from "../../components/ui/button.tsx";
import { UploadProgress } from "../../components/ui/upload-progress.tsx";
import { apiErrorText } from "../../lib/api-error-text.ts";
import type { IntlShape } from "../../lib/i18n/use-intl.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { imageFileProblem } from "../../lib/image-file-problem.ts";
import { translatedText } from "../../lib/translated-text.ts";
import { useUploadAvatar } from "./use-own-profile.ts";

const messages = defineMessages({
  title: { id: "profiles.picture.title", defaultMessage: "Profile picture" },
  hint: {
    id: "profiles.picture.hint",
    defaultMessage:
      "JPEG, PNG, WebP or GIF, up to 10 MB. Others see it beside your posts and listings.",
  },
  change: { id: "profiles.picture.change", defaultMessage: "Change Picture" },
  upload: { id: "profiles.picture.upload", defaultMessage: "Picture upload" },
  uploading: { id: "profiles.picture.uploading", defaultMessage: "Uploading… {percent}%" },
  processing: { id: "profiles.picture.processing", defaultMessage: "Processing picture…" },
  saved: { id: "profiles.picture.saved", defaultMessage: "Your new picture is saved." },
});

function fileProblem(intl: IntlShape, file: File | undefined) {
  if (!file) return intl.formatMessage(profileMessages.noImage);
  const problem = imageFileProblem(file);
  return (
    problem &&
    intl.formatMessage(profileMessages.avatarFailed, { problem: translatedText(intl, problem) })
  );
}

/** The profile picture with "Change Picture": pick an image, watch it upload, see it replace the old one. */
export function ProfilePictureEditor({
  username,
  avatarUrl,
}: {
  username: string;
  avatarUrl: string | null;
}) {
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const upload = useUploadAvatar(setProgress);

  // The local preview is a blob URL held in memory: let it go once replaced.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again (after an error) still fires a change.
    event.target.value = "";
    upload.reset();
    const found = fileProblem(intl, file);
    setProblem(found);
    if (found || !file) return;
    setProgress(0);
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onError: (error) =>
        setProblem(
          intl.formatMessage(profileMessages.avatarFailed, { problem: apiErrorText(error) }),
        ),
      onSettled: () => setPreview(null),
    });
  };

  return (
    <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
      <div className="relative shrink-0">
        <Avatar name={username} src={preview ?? avatarUrl} size="xl" loading="eager" />
        {upload.isPending && (
          <span aria-hidden="true" className="absolute inset-0 rounded-full bg-white/40" />
        )}
      </div>
      <div className="flex w-full min-w-0 flex-col items-center gap-3 sm:items-start">
        <div className="text-center sm:text-left">
          <h2 className="text-lg font-bold text-slate-900">{intl.formatMessage(messages.title)}</h2>
          <p id={hintId} className="mt-1 text-sm text-slate-600">
            {intl.formatMessage(messages.hint)}
          </p>
        </div>
        <input
          ref={inputRef}
          type="file"
          name="avatar"
          accept={uploadLimits.acceptedTypes.join(",")}
          onChange={choose}
          tabIndex={-1}
          aria-hidden="true"
          className="hidden"
        />
        <Button
          variant="secondary"
          busy={upload.isPending}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
        >
          {!upload.isPending && <Camera aria-hidden="true" className="size-4" />}
          {intl.formatMessage(messages.change)}
        </Button>
        {upload.isPending && (
          <UploadProgress
            fraction={progress}
            label={intl.formatMessage(messages.upload)}
            uploadingText={(percent) => intl.formatMessage(messages.uploading, { percent })}
            processingText={intl.formatMessage(messages.processing)}
            className="w-full max-w-xs"
          />
        )}
        {problem && <Alert tone="error">{problem}</Alert>}
        {upload.isSuccess && <Alert tone="success">{intl.formatMessage(messages.saved)}</Alert>}
      </div>
    </div>
  );
}
