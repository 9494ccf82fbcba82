import { ImagePlus } from "lucide-react";
import { useId, useState } from "react";
import type { EventFormValues, EventInput } from "../../../contracts/events.ts";
import { eventLimits, eventMessages, occurrenceScopes } from "../../../contracts/events-rules.ts";
import { messageFor } from "../../../contracts/i18n/define-messages.ts";
import { uploadLimits } from "../../../contracts/uploads-rules.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { UploadProgress } from "../../components/ui/upload-progress.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { imageFileProblem } from "../../lib/image-file-problem.ts";
import { translatedText } from "../../lib/translated-text.ts";
import { useFormWithSchema } from "../../lib/use-form-with-schema.ts";
import { noRepeat, RepeatFields, repeatOf } from "./repeat-fields.tsx";

const messages = defineMessages({
  zoneHint: { id: "events.zoneHint", defaultMessage: "{city} time" },
  title: { id: "events.titleLabel", defaultMessage: "Title" },
  description: { id: "events.descriptionLabel", defaultMessage: "Description" },
  starts: { id: "events.startsLabel", defaultMessage: "Starts" },
  ends: { id: "events.endsLabel", defaultMessage: "Ends" },
  venue: { id: "events.venueLabel", defaultMessage: "Venue" },
  address: { id: "events.addressLabel", defaultMessage: "Address" },
  capacity: { id: "events.capacityLabel", defaultMessage: "Capacity (optional)" },
  capacityHint: {
    id: "events.capacityHint",
    defaultMessage: "Leave empty for no limit on who can go.",
  },
  photo: { id: "events.photoLabel", defaultMessage: "Photo (optional)" },
  currentPhoto: { id: "events.currentPhoto", defaultMessage: "The event now" },
  photoUpload: { id: "events.photoUpload", defaultMessage: "Photo upload" },
  uploading: { id: "events.uploadingPhoto", defaultMessage: "Uploading photo… {percent}%" },
  processing: { id: "events.processingPhoto", defaultMessage: "Processing photo…" },
  guestsAllowed: {
    id: "events.guestsAllowedLabel",
    defaultMessage: "Guests each member may bring",
  },
  guestsHint: {
    id: "events.guestsAllowedHint",
    defaultMessage: "Guests take seats too. 0 for none.",
  },
  scope: { id: "events.editScope", defaultMessage: "Change" },
});

const scopeLabels = {
  one: eventMessages.thisOneOnly,
  "this-and-later": eventMessages.thisAndLater,
};

export const emptyEvent: EventFormValues = {
  title: "",
  description: "",
  startsAt: "",
  endsAt: "",
  venue: "",
  address: "",
  capacity: "",
  guestsAllowed: "0",
};

/** Refuses a file the server would refuse, before it is sent (the server checks again by content). */
function photoProblem(file: File, intl: ReturnType<typeof useIntl>): string | null {
  const problem = imageFileProblem(file);
  if (!problem) return null;
  // The shared check speaks English; its words find their message.
  const message = messageFor(problem);
  return message ? intl.formatMessage(message) : problem;
}

/**
 * The fields of "Create event" and "Edit event", checked by the contract's schema
 * as the server checks them. Start and end are the city's clock, whatever the
 * viewer's own zone: `cityName` says so beside them.
 */
export function EventForm({
  defaultValues,
  cityName,
  currentPhotoUrl,
  busy,
  progress,
  serverProblem,
  submitLabel,
  onSubmit,
  repeatable = false,
  scopeChoice = false,
}: {
  defaultValues: EventFormValues;
  cityName: string;
  currentPhotoUrl?: string | null;
  busy: boolean;
  progress: number | null;
  serverProblem: string | null;
  submitLabel: string;
  onSubmit: (fields: EventInput, photo: File | null) => void;
  /** Creating: the Repeats section. */
  repeatable?: boolean;
  /** Editing a date of a repeating event: this date only, or it and every later one. */
  scopeChoice?: boolean;
}) {
  const { register, handleSubmit, formState, watch } = useFormWithSchema(
    () => import("../../../contracts/events.ts").then((m) => m.eventInputSchema),
    { defaultValues },
  );
  const { errors } = formState;
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [repeat, setRepeat] = useState(noRepeat);
  const id = useId();
  const intl = useIntl();
  const zoneHint = intl.formatMessage(messages.zoneHint, { city: cityName });
  // The schema refuses in English; the reader hears it in the page's language.
  const said = (text: string | undefined) => (text ? translatedText(intl, text) : undefined);

  return (
    <form
      noValidate
      onSubmit={handleSubmit((fields) =>
        onSubmit(
          repeatable ? { ...fields, repeat: repeatOf(repeat) as EventInput["repeat"] } : fields,
          photo,
        ),
      )}
      className="flex flex-col gap-5"
    >
      <TextField
        label={intl.formatMessage(messages.title)}
        maxLength={eventLimits.titleMax}
        error={said(errors.title?.message)}
        {...register("title")}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-description`} className="text-sm font-medium text-slate-800">
          {intl.formatMessage(messages.description)}
        </label>
        <textarea
          id={`${id}-description`}
          rows={5}
          maxLength={eventLimits.descriptionMax}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${id}-description-error` : undefined}
          className={`w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-ocean-600 focus:ring-2 focus:ring-ocean-600/20 focus:outline-none ${errors.description ? "border-coral-600" : "border-slate-300"}`}
          {...register("description")}
        />
        {errors.description && (
          <p id={`${id}-description-error`} className="text-sm text-coral-700">
            {said(errors.description.message)}
          </p>
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={intl.formatMessage(messages.starts)}
          type="datetime-local"
          hint={zoneHint}
          error={said(errors.startsAt?.message)}
          {...register("startsAt")}
        />
        <TextField
          label={intl.formatMessage(messages.ends)}
          type="datetime-local"
          hint={zoneHint}
          error={said(errors.endsAt?.message)}
          {...register("endsAt")}
        />
      </div>
      <TextField
        label={intl.formatMessage(messages.venue)}
        maxLength={eventLimits.venueMax}
        error={said(errors.venue?.message)}
        {...register("venue")}
      />
      <TextField
        label={intl.formatMessage(messages.address)}
        maxLength={eventLimits.addressMax}
        error={said(errors.address?.message)}
        {...register("address")}
      />
      <TextField
        label={intl.formatMessage(messages.capacity)}
        type="number"
        inputMode="numeric"
        min={1}
        max={eventLimits.capacityMax}
        hint={intl.formatMessage(messages.capacityHint)}
        error={said(errors.capacity?.message)}
        className="sm:max-w-xs"
        {...register("capacity")}
      />
      <TextField
        label={intl.formatMessage(messages.guestsAllowed)}
        type="number"
        inputMode="numeric"
        min={0}
        max={eventLimits.guestsMax}
        hint={intl.formatMessage(messages.guestsHint)}
        error={said(errors.guestsAllowed?.message)}
        className="sm:max-w-xs"
        {...register("guestsAllowed")}
      />
      {repeatable && (
        <RepeatFields
          draft={repeat}
          startsAt={String(watch("startsAt") ?? "")}
          onChange={setRepeat}
        />
      )}
      {scopeChoice && (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">
            {intl.formatMessage(messages.scope)}
          </legend>
          <div className="mt-1 flex flex-wrap gap-x-4">
            {occurrenceScopes.map((scope) => (
              <label
                key={scope}
                className="flex min-h-11 items-center gap-2 text-sm text-slate-800"
              >
                <input
                  type="radio"
                  value={scope}
                  className="size-4 accent-ocean-700"
                  {...register("scope")}
                />
                {intl.formatMessage(scopeLabels[scope])}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-photo`} className="text-sm font-medium text-slate-800">
          {intl.formatMessage(messages.photo)}
        </label>
        {currentPhotoUrl && !photo && (
          <img
            src={currentPhotoUrl}
            alt={intl.formatMessage(messages.currentPhoto)}
            className="h-32 w-48 rounded-lg object-cover"
          />
        )}
        <div className="flex items-center gap-2">
          <ImagePlus aria-hidden="true" className="size-5 text-ocean-700" />
          <input
            id={`${id}-photo`}
            type="file"
            accept={uploadLimits.acceptedTypes.join(",")}
            aria-describedby={photoError ? `${id}-photo-error` : undefined}
            className="text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-semibold file:text-slate-800"
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              const refused = file ? photoProblem(file, intl) : null;
              setPhotoError(refused);
              setPhoto(refused ? null : file);
            }}
          />
        </div>
        {photoError && (
          <p id={`${id}-photo-error`} className="text-sm text-coral-700">
            {photoError}
          </p>
        )}
      </div>
      {busy && progress !== null && (
        <UploadProgress
          fraction={progress}
          label={intl.formatMessage(messages.photoUpload)}
          uploadingText={(percent) => intl.formatMessage(messages.uploading, { percent })}
          processingText={intl.formatMessage(messages.processing)}
        />
      )}
      {serverProblem && <Alert tone="error">{serverProblem}</Alert>}
      <Button type="submit" busy={busy} className="self-start">
        {submitLabel}
      </Button>
    </form>
  );
}
