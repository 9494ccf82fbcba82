import { useState } from "react";
import type { z } from "zod";
import type { CreateProperty, createPropertySchema } from "../../../../contracts/properties.ts";
import {
  propertyListingTypeLabels,
  propertyTypeLabels,
} from "../../../../contracts/properties-rules.ts";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { defineMessages, useIntl } from "../../../lib/i18n/use-intl.ts";
import { useFormWithSchema } from "../../../lib/use-form-with-schema.ts";
import type { Words } from "../directory.ts";
import { directoryWords, fieldError } from "../directory-words.ts";
import { type ListingFormFrame, PriceField, TitleAndDescription } from "./listing-fields.tsx";
import { PhotosAndSubmit } from "./photos-and-submit.tsx";
import type { PickedPhoto } from "./photos-field.tsx";

const w = defineMessages({
  title: { id: "properties.form.title", defaultMessage: "Title" },
  description: { id: "properties.form.description", defaultMessage: "Description" },
  propertyType: { id: "properties.form.propertyType", defaultMessage: "Property type" },
  bedrooms: { id: "properties.form.bedrooms", defaultMessage: "Bedrooms" },
  bathrooms: { id: "properties.form.bathrooms", defaultMessage: "Bathrooms" },
  parkingSpaces: { id: "properties.form.parkingSpaces", defaultMessage: "Parking spaces" },
  floorAreaSqm: { id: "properties.form.floorAreaSqm", defaultMessage: "Floor area (sqm)" },
  landAreaSqm: { id: "properties.form.landAreaSqm", defaultMessage: "Land area (sqm)" },
  streetAddress: { id: "properties.form.streetAddress", defaultMessage: "Street address" },
  suburb: { id: "properties.form.suburb", defaultMessage: "Suburb" },
  postalCode: { id: "properties.form.postalCode", defaultMessage: "Postal code" },
  features: { id: "properties.form.features", defaultMessage: "Features" },
  separateFeaturesWithCommas: {
    id: "properties.form.separateFeaturesWithCommas",
    defaultMessage: "Separate features with commas: Pool, Ocean view, Garage",
  },
  contactPhone: { id: "properties.form.contactPhone", defaultMessage: "Contact phone" },
  contactEmail: { id: "properties.form.contactEmail", defaultMessage: "Contact email" },
  listingType: { id: "properties.form.listingType", defaultMessage: "Listing type" },
  forType: {
    id: "properties.form.forType",
    defaultMessage: "{type, select, sale {For sale} rental {For rental} other {For {type}}}",
  },
  typeFixed: {
    id: "properties.form.typeFixed",
    defaultMessage: "The listing type stays as listed; change the status on the property's page.",
  },
});

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

const typeOptions = (intl: Words) => [
  { value: "", label: intl.formatMessage(directoryWords.choose, { what: "type" }) },
  ...Object.entries(propertyTypeLabels).map(([value, label]) => ({
    value,
    label: intl.formatMessage(label),
  })),
];

/** The spec's property fields and rules, up to 8 photos; the listing type is fixed once created. */
export function PropertyForm({
  initial,
  initialPhotos = [],
  listingTypeFixed = false,
  money,
  onSubmit,
  ...ending
}: ListingFormFrame & {
  initial?: PropertyFormValues;
  initialPhotos?: PickedPhoto[];
  listingTypeFixed?: boolean;
  /** `changed` names the fields the user touched (an edit sends the contact only if changed). */
  onSubmit: (
    data: PropertyInput,
    photos: PickedPhoto[],
    changed: Partial<Record<keyof PropertyFormValues, unknown>>,
  ) => void;
}) {
  const intl = useIntl();
  const say = intl.formatMessage;
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
      <TitleAndDescription
        register={register}
        errors={errors}
        labels={{ title: w.title, description: w.description }}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-800">{say(w.listingType)}</legend>
        <div className="flex gap-3">
          {Object.keys(propertyListingTypeLabels).map((value) => (
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
              {say(w.forType, { type: value })}
            </label>
          ))}
        </div>
        {listingTypeFixed && <p className="text-sm text-slate-600">{say(w.typeFixed)}</p>}
        {errors.listingType?.message && (
          <p className="text-sm text-coral-700">{fieldError(intl, errors.listingType.message)}</p>
        )}
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={say(w.propertyType)}
          options={typeOptions(intl)}
          {...register("propertyType")}
          error={fieldError(intl, errors.propertyType?.message)}
        />
        <PriceField
          money={money}
          field={register("price", { valueAsNumber: true })}
          error={errors.price?.message}
        />
      </div>
      <div className="grid grid-cols-2 gap-5 sm:grid-cols-3">
        <TextField
          label={say(w.bedrooms)}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...register("bedrooms", optionalNumber)}
          error={fieldError(intl, errors.bedrooms?.message)}
        />
        <TextField
          label={say(w.bathrooms)}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.5}
          {...register("bathrooms", optionalNumber)}
          error={fieldError(intl, errors.bathrooms?.message)}
        />
        <TextField
          label={say(w.parkingSpaces)}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...register("parkingSpaces", optionalNumber)}
          error={fieldError(intl, errors.parkingSpaces?.message)}
        />
        <TextField
          label={say(w.floorAreaSqm)}
          type="number"
          inputMode="decimal"
          min={0}
          {...register("floorAreaSqm", optionalNumber)}
          error={fieldError(intl, errors.floorAreaSqm?.message)}
        />
        <TextField
          label={say(w.landAreaSqm)}
          type="number"
          inputMode="decimal"
          min={0}
          {...register("landAreaSqm", optionalNumber)}
          error={fieldError(intl, errors.landAreaSqm?.message)}
        />
      </div>
      <TextField
        label={say(w.streetAddress)}
        autoComplete="street-address"
        {...register("streetAddress")}
        error={fieldError(intl, errors.streetAddress?.message)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={say(w.suburb)}
          {...register("suburb")}
          error={fieldError(intl, errors.suburb?.message)}
        />
        <TextField
          label={say(w.postalCode)}
          autoComplete="postal-code"
          {...register("postalCode")}
          error={fieldError(intl, errors.postalCode?.message)}
        />
      </div>
      <TextField
        label={say(w.features)}
        hint={say(w.separateFeaturesWithCommas)}
        {...register("features")}
        error={fieldError(intl, errors.features?.message)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={say(w.contactPhone)}
          type="tel"
          autoComplete="tel"
          {...register("contactPhone")}
          error={fieldError(intl, errors.contactPhone?.message)}
        />
        <TextField
          label={say(w.contactEmail)}
          type="email"
          autoComplete="email"
          {...register("contactEmail")}
          error={fieldError(intl, errors.contactEmail?.message)}
        />
      </div>
      <PhotosAndSubmit photos={photos} onChange={setPhotos} {...ending} />
    </form>
  );
}
