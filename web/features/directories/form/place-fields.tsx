import type { UseFormRegisterReturn } from "react-hook-form";
import { priceRangeLabels } from "../../../../contracts/business-parts.ts";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";

type CommonField = "name" | "description" | "priceRange" | "address" | "phone" | "website";

/** A field's react-hook-form props and its message: each form passes its own `register`. */
export type FieldProps = UseFormRegisterReturn & { error?: string };

export const choose = (what: string, options: readonly { value: string; label: string }[]) => [
  { value: "", label: `Choose ${what}` },
  ...options,
];

const priceOptions = Object.entries(priceRangeLabels).map(([value, label]) => ({ value, label }));

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
  return (
    <>
      <TextField label="Name" autoComplete="organization" {...field("name")} />
      <TextAreaField label="Description" {...field("description")} />
      <div className="grid gap-5 sm:grid-cols-2">
        {kind}
        <SelectField
          label="Price range"
          options={choose("a price range", priceOptions)}
          {...field("priceRange")}
        />
      </div>
      <TextField label="Address" autoComplete="street-address" {...field("address")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Phone" type="tel" autoComplete="tel" {...field("phone")} />
        <TextField
          label="Website (optional)"
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
