import type { z } from "zod";
import type { RestaurantInput, restaurantInputSchema } from "../../../../contracts/dining.ts";
import {
  diningMessages,
  hoursPresetLabels,
  hoursPresets,
  otherHours,
} from "../../../../contracts/dining-rules.ts";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { defineMessages, useIntl } from "../../../lib/i18n/use-intl.ts";
import { useFormWithSchema } from "../../../lib/use-form-with-schema.ts";
import { CuisineSuggestions, cuisineListId } from "../dining.tsx";
import type { Words } from "../directory.ts";
import { fieldError } from "../directory-words.ts";
import { choose, useFieldProps } from "./place-fields.tsx";
import type { PlaceFormSlot } from "./place-form.ts";
import { PlaceFormFrame } from "./place-form-frame.tsx";

type Fields = z.input<typeof restaurantInputSchema>;
type Values = Omit<Fields, "priceRange" | "hoursPreset"> & {
  priceRange: Fields["priceRange"] | "";
  hoursPreset: Fields["hoursPreset"] | "";
};

const w = defineMessages({
  cuisine: { id: "dining.form.cuisine", defaultMessage: "Cuisine" },
  hours: { id: "dining.form.hours", defaultMessage: "Hours" },
  otherHours: { id: "dining.form.otherHours", defaultMessage: "Other hours" },
  otherHoursPlaceholder: {
    id: "dining.form.otherHoursPlaceholder",
    defaultMessage: "Thu-Sat: 6pm-late",
  },
});

// The API keeps the English preset; the reader sees it in the page's language.
const hoursOptions = (intl: Words) =>
  [...hoursPresets, otherHours].map((value) => ({
    value,
    label: intl.formatMessage(hoursPresetLabels[value as keyof typeof hoursPresetLabels]),
  }));

/** Stored hours back to the form: a preset, or Other with the text. */
const hoursFields = (hours: string): Pick<RestaurantInput, "hoursPreset" | "hoursOther"> =>
  (hoursPresets as readonly string[]).includes(hours)
    ? { hoursPreset: hours as RestaurantInput["hoursPreset"], hoursOther: "" }
    : { hoursPreset: otherHours, hoursOther: hours };

/**
 * Name, description, cuisine, price range, address, phone, hours (a preset or
 * Other with free text) and website, checked by the contract's schema as the
 * server checks them; one photo, required for a new restaurant.
 */
export function RestaurantForm(slot: PlaceFormSlot) {
  const { initial } = slot;
  const intl = useIntl();
  const say = intl.formatMessage;
  const { register, handleSubmit, formState, watch } = useFormWithSchema<Values, RestaurantInput>(
    () => import("../../../../contracts/dining.ts").then((m) => m.restaurantInputSchema),
    {
      defaultValues: initial
        ? {
            name: initial.name,
            description: initial.description,
            cuisine: initial.kind,
            priceRange: initial.priceRange,
            address: initial.address,
            phone: initial.phone,
            website: initial.website,
            ...hoursFields(initial.hours),
          }
        : {
            name: "",
            description: "",
            cuisine: "",
            priceRange: "",
            address: "",
            phone: "",
            website: "",
            hoursPreset: "",
            hoursOther: "",
          },
    },
  );
  const { errors } = formState;
  const field = useFieldProps<
    "name" | "description" | "priceRange" | "address" | "phone" | "website"
  >(register, errors);
  return (
    <PlaceFormFrame
      slot={slot}
      handleSubmit={handleSubmit}
      field={field}
      kind={
        <>
          <TextField
            label={say(w.cuisine)}
            list={cuisineListId}
            {...register("cuisine")}
            error={fieldError(intl, errors.cuisine?.message)}
          />
          <CuisineSuggestions />
        </>
      }
      hours={
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={say(w.hours)}
            options={choose("hours", hoursOptions(intl), intl)}
            {...register("hoursPreset")}
            error={fieldError(intl, errors.hoursPreset?.message)}
          />
          {watch("hoursPreset") === otherHours && (
            <TextField
              label={say(w.otherHours)}
              placeholder={say(w.otherHoursPlaceholder)}
              {...register("hoursOther")}
              error={fieldError(intl, errors.hoursOther?.message)}
            />
          )}
        </div>
      }
      addLabel={diningMessages.add}
    />
  );
}
