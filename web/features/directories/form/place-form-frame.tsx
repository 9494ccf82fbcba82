import type { FormEventHandler } from "react";
import type { Message } from "../../../../contracts/i18n/define-messages.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { PhotoField } from "../../../components/ui/photo-field.tsx";
import { useIntl } from "../../../lib/i18n/use-intl.ts";
import { directoryWords } from "../directory-words.ts";
import { usePickedPhoto } from "./picked-photo.ts";
import { PlaceFields } from "./place-fields.tsx";
import type { PlaceFormSlot } from "./place-form.ts";

/**
 * A restaurant's or shop's form around its own kind and hours fields: the
 * shared fields, the one photo (required to create; with the upload's progress),
 * the refusal if any, and the submit button ("Save changes" on an edit).
 * `handleSubmit` is the form's own, so its schema checks the fields.
 */
export function PlaceFormFrame({
  slot: { initial, busy, progress, problem, onSubmit },
  handleSubmit,
  field,
  kind,
  hours,
  addLabel,
}: Parameters<typeof PlaceFields>[0] & {
  slot: PlaceFormSlot;
  handleSubmit: (
    onValid: (data: object) => void,
    onInvalid: () => void,
  ) => FormEventHandler<HTMLFormElement>;
  addLabel: Message;
}) {
  const intl = useIntl();
  const picked = usePickedPhoto(!initial);
  return (
    <form
      noValidate
      onSubmit={handleSubmit(
        picked.whenValid((data, photo) => onSubmit({ data, photo })),
        picked.whenInvalid,
      )}
      className="flex flex-col gap-5"
    >
      <PlaceFields field={field} kind={kind} hours={hours} />
      <PhotoField
        {...picked.fieldProps}
        currentUrl={initial?.photoUrl}
        disabled={busy}
        progress={busy && picked.photo ? progress : null}
      />
      {problem && <Alert tone="error">{problem}</Alert>}
      <Button type="submit" busy={busy} className="self-start">
        {intl.formatMessage(initial ? directoryWords.saveChanges : addLabel)}
      </Button>
    </form>
  );
}
