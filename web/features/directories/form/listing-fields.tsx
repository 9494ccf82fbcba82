import type { UseFormRegisterReturn } from "react-hook-form";
import type { Message } from "../../../../contracts/i18n/define-messages.ts";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { currencySymbol, type PriceFormat } from "../../../lib/format-price.ts";
import { useIntl } from "../../../lib/i18n/use-intl.ts";
import { directoryWords, fieldError } from "../directory-words.ts";

// The fields a form with a photo set shares (marketplace items, properties): how it starts
// (title and description) and its price; photos-and-submit.tsx is how it ends.

/** What the pages give such a form, besides its values and what to do with them. */
export interface ListingFormFrame {
  submitLabel: Message;
  /** The city's money: "Price ($)", "Price (R)". */
  money?: PriceFormat;
  busy: boolean;
  progress: number | null;
  problem: string | null;
}

type Registered = (name: "title" | "description") => UseFormRegisterReturn;

/** The title and description, with the form's own labels and the schema's refusals. */
export function TitleAndDescription({
  register,
  errors,
  labels,
}: {
  register: Registered;
  errors: Partial<Record<"title" | "description", { message?: string }>>;
  labels: { title: Message; description: Message };
}) {
  const intl = useIntl();
  return (
    <>
      <TextField
        label={intl.formatMessage(labels.title)}
        {...register("title")}
        error={fieldError(intl, errors.title?.message)}
      />
      <TextAreaField
        label={intl.formatMessage(labels.description)}
        {...register("description")}
        error={fieldError(intl, errors.description?.message)}
      />
    </>
  );
}

/** The price in the city's money, to the cent; `field` is `register("price", { valueAsNumber: true })`. */
export function PriceField({
  money,
  field,
  error,
}: {
  money: PriceFormat | undefined;
  field: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const intl = useIntl();
  return (
    <TextField
      label={intl.formatMessage(directoryWords.price, {
        symbol: currencySymbol(money, intl.locale),
      })}
      type="number"
      inputMode="decimal"
      min={0}
      step="0.01"
      {...field}
      error={fieldError(intl, error)}
    />
  );
}
