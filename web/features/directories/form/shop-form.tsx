import type { z } from "zod";
import type { ShopInput, shopInputSchema } from "../../../../contracts/shopping.ts";
import { shoppingMessages } from "../../../../contracts/shopping-rules.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { PhotoField } from "../../../components/ui/photo-field.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { defineMessages, useIntl } from "../../../lib/i18n/use-intl.ts";
import { useFormWithSchema } from "../../../lib/use-form-with-schema.ts";
import { directoryWords, fieldError } from "../directory-words.ts";
import { categoryOptions } from "../shop-categories.ts";
import { usePickedPhoto } from "./picked-photo.ts";
import { choose, PlaceFields } from "./place-fields.tsx";
import type { PlaceFormSlot } from "./place-form.ts";

type Fields = z.input<typeof shopInputSchema>;
type Values = Omit<Fields, "priceRange" | "category"> & {
  priceRange: Fields["priceRange"] | "";
  category: Fields["category"] | "";
};

const w = defineMessages({
  hours: { id: "shopping.form.hours", defaultMessage: "Hours" },
  hoursPlaceholder: { id: "shopping.form.hoursPlaceholder", defaultMessage: "Mon-Sat: 9am-5pm" },
});

/** A restaurant's fields with one of the 8 categories and free-text hours (spec section 5). */
export function ShopForm({ initial, busy, progress, problem, onSubmit }: PlaceFormSlot) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const { register, handleSubmit, formState } = useFormWithSchema<Values, ShopInput>(
    () => import("../../../../contracts/shopping.ts").then((m) => m.shopInputSchema),
    {
      defaultValues: initial
        ? {
            name: initial.name,
            description: initial.description,
            category: initial.kind as ShopInput["category"],
            priceRange: initial.priceRange,
            address: initial.address,
            phone: initial.phone,
            hours: initial.hours,
            website: initial.website,
          }
        : {
            name: "",
            description: "",
            category: "",
            priceRange: "",
            address: "",
            phone: "",
            hours: "",
            website: "",
          },
    },
  );
  const { errors } = formState;
  const picked = usePickedPhoto(!initial);
  const field = (
    name: "name" | "description" | "priceRange" | "address" | "phone" | "website",
  ) => ({
    ...register(name),
    error: fieldError(intl, errors[name]?.message),
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(
        picked.whenValid((data, photo) => onSubmit({ data, photo })),
        picked.whenInvalid,
      )}
      className="flex flex-col gap-5"
    >
      <PlaceFields
        field={field}
        kind={
          <SelectField
            label={say(directoryWords.category)}
            options={choose("category", categoryOptions(intl), intl)}
            {...register("category")}
            error={fieldError(intl, errors.category?.message)}
          />
        }
        hours={
          <TextField
            label={say(w.hours)}
            placeholder={say(w.hoursPlaceholder)}
            {...register("hours")}
            error={fieldError(intl, errors.hours?.message)}
          />
        }
      />
      <PhotoField
        {...picked.fieldProps}
        currentUrl={initial?.photoUrl}
        disabled={busy}
        progress={busy && picked.photo ? progress : null}
      />
      {problem && <Alert tone="error">{problem}</Alert>}
      <Button type="submit" busy={busy} className="self-start">
        {say(initial ? directoryWords.saveChanges : shoppingMessages.add)}
      </Button>
    </form>
  );
}
