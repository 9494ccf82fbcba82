import { useState } from "react";
import { placeEntryFieldMessages } from "../../../../contracts/business-parts-rules.ts";
import { useIntl } from "../../../lib/i18n/use-intl.ts";

/**
 * The form's photo: which file is picked, and "Please choose a photo." when a
 * new restaurant or shop is sent without one (with the other fields' problems).
 */
export function usePickedPhoto(required: boolean) {
  const intl = useIntl();
  const [photo, setPhoto] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  return {
    photo,
    /** handleSubmit's valid case: sends only with a photo when one is required. */
    whenValid:
      <Data>(send: (data: Data, photo: File | null) => void) =>
      (data: Data) => {
        if (required && !photo) return setMissing(true);
        send(data, photo);
      },
    /** handleSubmit's invalid case. */
    whenInvalid: () => setMissing(required && !photo),
    fieldProps: {
      photo,
      onChange: (file: File | null) => {
        setPhoto(file);
        if (file) setMissing(false);
      },
      error: missing ? intl.formatMessage(placeEntryFieldMessages.photoRequired) : undefined,
    },
  };
}
