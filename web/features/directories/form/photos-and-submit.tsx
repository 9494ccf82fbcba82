import type { Message } from "../../../../contracts/i18n/define-messages.ts";
import { maxEntryPhotos } from "../../../../contracts/listing-parts-rules.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useIntl } from "../../../lib/i18n/use-intl.ts";
import { EntryPhotosField, type PickedPhoto } from "./photos-field.tsx";

/**
 * How an entry form with a photo set ends (marketplace items, properties): the
 * photos, with the upload's progress while new ones are sent, the refusal if
 * any, and the submit button.
 */
export function PhotosAndSubmit({
  photos,
  onChange,
  busy,
  progress,
  problem,
  submitLabel,
}: {
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  busy: boolean;
  progress: number | null;
  problem: string | null;
  submitLabel: Message;
}) {
  const intl = useIntl();
  return (
    <>
      <EntryPhotosField
        photos={photos}
        onChange={onChange}
        max={maxEntryPhotos}
        disabled={busy}
        progress={busy && photos.some((photo) => photo.kind === "new") ? progress : null}
      />
      {problem && <Alert tone="error">{problem}</Alert>}
      <Button type="submit" busy={busy} className="self-start">
        {intl.formatMessage(submitLabel)}
      </Button>
    </>
  );
}
