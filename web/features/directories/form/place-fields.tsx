import type { UseFormRegisterReturn } from "react-hook-form";
import { priceRangeLabels } from "../../../../contracts/business-parts-rules.ts";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { defineMessages, useIntl } from "../../../lib/i18n/use-intl.ts";
import type { Words } from "../directory.ts";
import { directoryWords, fieldError } from "../directory-words.ts";

const w = defineMessages({
  name: { id: "directories.form.name", defaultMessage: "Name" },
  description: { id: "directories.form.description", defaultMessage: "Description" },
  priceRange: { id: "directories.form.priceRange", defaultMessage: "Price range" },
  address: { id: "directories.form.address", defaultMessage: "Address" },
  phone: { id: "directories.form.phone", defaultMessage: "Phone" },
  websiteOptional: { id: "directories.form.websiteOptional", defaultMessage: "Website (optional)" },
});

type CommonField = "name" | "description" | "priceRange" | "address" | "phone" | "website";

/** A field's react-hook-form props and its message: each form passes its own `register`. */
export type FieldProps = UseFormRegisterReturn & { error?: string };

/** The form's fields by name: each one's registration and its refusal in the page's language. */
export function useFieldProps<Name extends string>(
  register: (name: Name) => UseFormRegisterReturn,
  errors: Partial<Record<Name, { message?: string }>>,
): (name: Name) => FieldProps {
  const intl = useIntl();
  return (name) => ({ ...register(name), error: fieldError(intl, errors[name]?.message) });
}

/** A select's options with "Choose a category" (or a price range, opening hours) first. */
export const choose = (
  what: "priceRange" | "category" | "hours",
  options: readonly { value: string; label: string }[],
  intl: Words,
) => [{ value: "", label: intl.formatMessage(directoryWords.choosePlace, { what }) }, ...options];

const priceOptions = (intl: Words) =>
  Object.entries(priceRangeLabels).map(([value, label]) => ({
    value,
    label: intl.formatMessage(label),
  }));

/**
 * The fields restaurants and shops share (spec section 5), in the form's order;
 * `kind` (cuisine or category) and `hours` are each form's own.
 */
export function PlaceFields({
  field,
  kind,
  hours,
}: {
  field: (name: CommonField) => FieldProps;
  kind: React.ReactNode;
  hours: React.ReactNode;
}) {
  const intl = useIntl();
  const say = intl.formatMessage;
  return (
    <>
      <TextField label={say(w.name)} autoComplete="organization" {...field("name")} />
      <TextAreaField label={say(w.description)} {...field("description")} />
      <div className="grid gap-5 sm:grid-cols-2">
        {kind}
        <SelectField
          label={say(w.priceRange)}
          options={choose("priceRange", priceOptions(intl), intl)}
          {...field("priceRange")}
        />
      </div>
      <TextField label={say(w.address)} autoComplete="street-address" {...field("address")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={say(w.phone)} type="tel" autoComplete="tel" {...field("phone")} />
        <TextField
          label={say(w.websiteOptional)}
          type="url"
          inputMode="url"
          placeholder="https://"
          {...field("website")}
        />
      </div>
      {hours}
    </>
  );
}
