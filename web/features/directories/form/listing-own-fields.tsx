import type { UseFormRegister } from "react-hook-form";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useIntl } from "../../../lib/i18n/use-intl.ts";
import type { ListingChoice, ListingEntry, ListingField } from "../directory.ts";
import { directoryWords, fieldError } from "../directory-words.ts";

// A listing form's fields beyond its title, description and price, as its config describes
// them (issue 29): its choices as selects or radio buttons, and its own rows of numbers,
// text and comma-separated lists (a property's rooms, address and features).

type Values = Record<string, unknown>;
type Errors = Record<string, { message?: string } | undefined>;
type Register = UseFormRegister<Values>;

// Spec section 5: an empty optional number is sent as null.
const optionalNumber = {
  setValueAs: (value: unknown) => (value === "" || value === null ? null : Number(value)),
};

/** A field's starting value: a new entry's, or the entry's as the field shows it. */
export function startingValue(field: ListingField, entry: ListingEntry | undefined) {
  if (!entry) return field.kind === "number" ? undefined : "";
  const value = field.from ? field.from(entry) : (entry as unknown as Values)[field.field];
  if (field.kind === "number") return value;
  if (Array.isArray(value)) return value.join(", ");
  return value == null ? "" : String(value);
}

/** A choice as a select: "Choose a category", then its options. */
export function ChoiceSelect({
  choice,
  register,
  errors,
}: {
  choice: ListingChoice;
  register: Register;
  errors: Errors;
}) {
  const intl = useIntl();
  return (
    <SelectField
      label={intl.formatMessage(choice.formLabel ?? choice.label)}
      options={[
        // "Choose a category", "Choose a condition": by the field's name, else "Choose".
        {
          value: "",
          label: intl.formatMessage(directoryWords.choose, {
            what: choice.chooseWhat ?? choice.field,
          }),
        },
        ...Object.entries(choice.options).map(([value, label]) => ({
          value,
          label: intl.formatMessage(label),
        })),
      ]}
      {...register(choice.field)}
      error={fieldError(intl, errors[choice.field]?.message)}
    />
  );
}

/** A choice as radio buttons side by side; a `fixed` one is disabled on an edit, with its note. */
export function ChoiceRadios({
  choice,
  register,
  errors,
  editing,
}: {
  choice: ListingChoice;
  register: Register;
  errors: Errors;
  editing: boolean;
}) {
  const intl = useIntl();
  const fixed = editing && choice.fixed;
  const error = errors[choice.field]?.message;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-800">
        {intl.formatMessage(choice.formLabel ?? choice.label)}
      </legend>
      <div className="flex gap-3">
        {Object.entries(choice.options).map(([value, label]) => (
          <label
            key={value}
            className="flex h-11 flex-1 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium has-checked:border-ocean-600 has-checked:bg-ocean-50 has-disabled:opacity-70"
          >
            <input
              type="radio"
              value={value}
              disabled={Boolean(fixed)}
              {...register(choice.field)}
              className="accent-ocean-700"
            />
            {intl.formatMessage(label)}
          </label>
        ))}
      </div>
      {fixed && <p className="text-sm text-slate-600">{intl.formatMessage(fixed)}</p>}
      {error && <p className="text-sm text-coral-700">{fieldError(intl, error)}</p>}
    </fieldset>
  );
}

/** A row of the form's own fields: numbers two or three abreast, text one or two. */
export function FieldRow({
  row,
  register,
  errors,
}: {
  row: readonly ListingField[];
  register: Register;
  errors: Errors;
}) {
  const intl = useIntl();
  const fields = row.map((field) => (
    <TextField
      key={field.field}
      label={intl.formatMessage(field.label)}
      hint={field.hint && intl.formatMessage(field.hint)}
      {...(field.kind === "number"
        ? {
            type: "number",
            inputMode: field.step === 1 ? "numeric" : "decimal",
            min: 0,
            step: field.step,
          }
        : { type: field.type, autoComplete: field.autoComplete })}
      {...register(field.field, field.kind === "number" ? optionalNumber : {})}
      error={fieldError(intl, errors[field.field]?.message)}
    />
  ));
  if (row.length === 1) return fields;
  const numbers = row.every((field) => field.kind === "number");
  return (
    <div
      className={numbers ? "grid grid-cols-2 gap-5 sm:grid-cols-3" : "grid gap-5 sm:grid-cols-2"}
    >
      {fields}
    </div>
  );
}
