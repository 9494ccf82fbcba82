import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useIntl } from "../../../lib/i18n/use-intl.ts";
import { useFormWithSchema } from "../../../lib/use-form-with-schema.ts";
import type { PlaceFormFields } from "../directory.ts";
import { directoryWords } from "../directory-words.ts";
import { choose, useFieldProps } from "./place-fields.tsx";
import type { PlaceFormSlot } from "./place-form.ts";
import { PlaceFormFrame } from "./place-form-frame.tsx";

// A place directory's form drawn from its config's fields (issue 29): the shared fields,
// its kind as a select of its choices and, if it keeps them, free-text hours. Dining and
// shopping keep their own forms (a cuisine list, preset hours); a new place directory
// needs none.

type Values = Record<string, string>;
const common = ["name", "description", "priceRange", "address", "phone", "website"] as const;

export function PlaceKindForm({ fields, slot }: { fields: PlaceFormFields; slot: PlaceFormSlot }) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const { initial } = slot;
  const empty: Values = Object.fromEntries(
    [...common, fields.kindField, ...(fields.hours ? ["hours"] : [])].map((name) => [name, ""]),
  );
  const { register, handleSubmit, formState } = useFormWithSchema<Values, object>(fields.schema, {
    defaultValues: initial
      ? Object.fromEntries(
          Object.keys(empty).map((name) => [
            name,
            String(
              (name === fields.kindField ? initial.kind : initial[name as keyof typeof initial]) ??
                "",
            ),
          ]),
        )
      : empty,
  });
  const field = useFieldProps<string>(register, formState.errors);
  return (
    <PlaceFormFrame
      slot={slot}
      handleSubmit={handleSubmit}
      field={field}
      kind={
        <SelectField
          label={say(directoryWords.category)}
          options={choose("category", fields.kindOptions(intl), intl)}
          {...field(fields.kindField)}
        />
      }
      hours={
        fields.hours && (
          <TextField
            label={say(fields.hours.label)}
            placeholder={say(fields.hours.placeholder)}
            {...field("hours")}
          />
        )
      }
      addLabel={fields.add}
    />
  );
}
