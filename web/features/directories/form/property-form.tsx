import { useState } from "react";
import type { z } from "zod";
import { maxEntryPhotos } from "../../../../contracts/listing-parts-rules.ts";
import {
  type CreateProperty,
  type createPropertySchema,
  propertyListingTypeLabels,
  propertyTypeLabels,
} from "../../../../contracts/properties.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useFormWithSchema } from "../../../lib/use-form-with-schema.ts";
import { EntryPhotosField, type PickedPhoto } from "./photos-field.tsx";

type Checked = z.output<typeof createPropertySchema>;
/** What the form hands on: an edit's listing type is fixed, so it is not among them. */
export type PropertyInput = Omit<Checked, "listingType"> & Partial<Pick<Checked, "listingType">>;

/** What the fields hold: the type selects may be unchosen; features are one comma-separated line. */
export type PropertyFormValues = Omit<
  CreateProperty,
  "propertyType" | "listingType" | "features"
> & {
  propertyType: CreateProperty["propertyType"] | "";
  /** Left out on an edit: the listing type stays as created. */
  listingType?: CreateProperty["listingType"] | "";
  // One comma-separated line in the field; the schema also takes a list.
  features?: string | string[];
};

// Spec section 5: an empty optional number is sent as null.
const optionalNumber = {
  setValueAs: (value: unknown) => (value === "" || value === null ? null : Number(value)),
};

const typeOptions = [
  { value: "", label: "Choose a type" },
  ...Object.entries(propertyTypeLabels).map(([value, label]) => ({ value, label })),
];

/** The spec's property fields and rules, up to 8 photos; the listing type is fixed once created. */
export function PropertyForm({
  initial,
  initialPhotos = [],
  listingTypeFixed = false,
  submitLabel,
  busy,
  progress,
  problem,
  onSubmit,
}: {
  initial?: PropertyFormValues;
  initialPhotos?: PickedPhoto[];
  listingTypeFixed?: boolean;
  submitLabel: string;
  busy: boolean;
  progress: number | null;
  problem: string | null;
  /** `changed` names the fields the user touched (an edit sends the contact only if changed). */
  onSubmit: (
    data: PropertyInput,
    photos: PickedPhoto[],
    changed: Partial<Record<keyof PropertyFormValues, unknown>>,
  ) => void;
}) {
  const [photos, setPhotos] = useState<PickedPhoto[]>(initialPhotos);
  const { register, handleSubmit, formState } = useFormWithSchema<
    PropertyFormValues,
    PropertyInput
  >(
    // A disabled radio sends nothing, so the fixed listing type is not checked on an edit.
    () =>
      import("../../../../contracts/properties.ts").then(({ createPropertySchema: schema }) =>
        listingTypeFixed ? schema.omit({ listingType: true }) : schema,
      ),
    {
      defaultValues: initial ?? {
        title: "",
        description: "",
        listingType: "sale",
        propertyType: "",
        streetAddress: "",
        features: "",
      },
    },
  );
  const { errors } = formState;
  return (
    <form
      noValidate
      onSubmit={handleSubmit((data) => onSubmit(data, photos, formState.dirtyFields))}
      className="flex flex-col gap-5"
    >
      <TextField label="Title" {...register("title")} error={errors.title?.message} />
      <TextAreaField
        label="Description"
        {...register("description")}
        error={errors.description?.message}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-800">Listing type</legend>
        <div className="flex gap-3">
          {Object.entries(propertyListingTypeLabels).map(([value, label]) => (
            <label
              key={value}
              className="flex h-11 flex-1 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium has-checked:border-ocean-600 has-checked:bg-ocean-50 has-disabled:opacity-70"
            >
              <input
                type="radio"
                value={value}
                disabled={listingTypeFixed}
                {...register("listingType")}
                className="accent-ocean-700"
              />
              For {label.toLowerCase()}
            </label>
          ))}
        </div>
        {listingTypeFixed && (
          <p className="text-sm text-slate-600">
            The listing type stays as listed; change the status on the property's page.
          </p>
        )}
        {errors.listingType?.message && (
          <p className="text-sm text-coral-700">{errors.listingType.message}</p>
        )}
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Property type"
          options={typeOptions}
          {...register("propertyType")}
          error={errors.propertyType?.message}
        />
        <TextField
          label="Price ($)"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          {...register("price", { valueAsNumber: true })}
          error={errors.price?.message}
        />
      </div>
      <div className="grid grid-cols-2 gap-5 sm:grid-cols-3">
        <TextField
          label="Bedrooms"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...register("bedrooms", optionalNumber)}
          error={errors.bedrooms?.message}
        />
        <TextField
          label="Bathrooms"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.5}
          {...register("bathrooms", optionalNumber)}
          error={errors.bathrooms?.message}
        />
        <TextField
          label="Parking spaces"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...register("parkingSpaces", optionalNumber)}
          error={errors.parkingSpaces?.message}
        />
        <TextField
          label="Floor area (sqm)"
          type="number"
          inputMode="decimal"
          min={0}
          {...register("floorAreaSqm", optionalNumber)}
          error={errors.floorAreaSqm?.message}
        />
        <TextField
          label="Land area (sqm)"
          type="number"
          inputMode="decimal"
          min={0}
          {...register("landAreaSqm", optionalNumber)}
          error={errors.landAreaSqm?.message}
        />
      </div>
      <TextField
        label="Street address"
        autoComplete="street-address"
        {...register("streetAddress")}
        error={errors.streetAddress?.message}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Suburb" {...register("suburb")} error={errors.suburb?.message} />
        <TextField
          label="Postal code"
          autoComplete="postal-code"
          {...register("postalCode")}
          error={errors.postalCode?.message}
        />
      </div>
      <TextField
        label="Features"
        hint="Separate features with commas: Pool, Ocean view, Garage"
        {...register("features")}
        error={errors.features?.message}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Contact phone"
          type="tel"
          autoComplete="tel"
          {...register("contactPhone")}
          error={errors.contactPhone?.message}
        />
        <TextField
          label="Contact email"
          type="email"
          autoComplete="email"
          {...register("contactEmail")}
          error={errors.contactEmail?.message}
        />
      </div>
      <EntryPhotosField
        photos={photos}
        onChange={setPhotos}
        max={maxEntryPhotos}
        disabled={busy}
        progress={busy && photos.some((photo) => photo.kind === "new") ? progress : null}
      />
      {problem && <Alert tone="error">{problem}</Alert>}
      <Button type="submit" busy={busy} className="self-start">
        {submitLabel}
      </Button>
    </form>
  );
}
