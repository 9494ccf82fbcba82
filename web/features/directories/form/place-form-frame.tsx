import type { FormEventHandler } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { PhotoField } from "../../../components/ui/photo-field.tsx";
import type { usePickedPhoto } from "./picked-photo.ts";
import { PlaceFields } from "./place-fields.tsx";

/**
 * A restaurant's or shop's form around its own kind and hours fields: the
 * shared fields, the one photo (with the upload's progress), the refusal if
 * any, and the submit button.
 */
export function PlaceFormFrame({
  onSubmit,
  field,
  kind,
  hours,
  picked,
  currentUrl,
  busy,
  progress,
  problem,
  submitLabel,
}: Parameters<typeof PlaceFields>[0] & {
  onSubmit: FormEventHandler<HTMLFormElement>;
  picked: ReturnType<typeof usePickedPhoto>;
  currentUrl?: string | null;
  busy: boolean;
  progress: number | null;
  problem: string | null;
  submitLabel: string;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <PlaceFields field={field} kind={kind} hours={hours} />
      <PhotoField
        {...picked.fieldProps}
        currentUrl={currentUrl}
        disabled={busy}
        progress={busy && picked.photo ? progress : null}
      />
      {problem && <Alert tone="error">{problem}</Alert>}
      <Button type="submit" busy={busy} className="self-start">
        {submitLabel}
      </Button>
    </form>
  );
}
