import { useState } from "react";
import type { Message } from "../../../../contracts/i18n/define-messages.ts";
import type { CreateMarketplaceItem } from "../../../../contracts/marketplace.ts";
import {
  marketplaceItemCategoryLabels,
  marketplaceItemConditionLabels,
} from "../../../../contracts/marketplace-rules.ts";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { currencySymbol, type PriceFormat } from "../../../lib/format-price.ts";
import { useIntl } from "../../../lib/i18n/use-intl.ts";
import { useFormWithSchema } from "../../../lib/use-form-with-schema.ts";
import type { Words } from "../directory.ts";
import { fieldError, directoryWords as words } from "../directory-words.ts";
import { PhotosAndSubmit } from "./photos-and-submit.tsx";
import type { PickedPhoto } from "./photos-field.tsx";

type Values = Omit<CreateMarketplaceItem, "category" | "condition"> & {
  category: CreateMarketplaceItem["category"] | "";
  condition: CreateMarketplaceItem["condition"] | "";
};

const choose = (what: string, labels: Readonly<Record<string, Message>>, intl: Words) => [
  { value: "", label: intl.formatMessage(words.choose, { what }) },
  ...Object.entries(labels).map(([value, label]) => ({ value, label: intl.formatMessage(label) })),
];

/** Title, description, category, condition, price and up to 8 photos (spec section 5). */
export function MarketplaceItemForm({
  initial,
  initialPhotos = [],
  submitLabel,
  money,
  busy,
  progress,
  problem,
  onSubmit,
}: {
  initial?: CreateMarketplaceItem;
  initialPhotos?: PickedPhoto[];
  submitLabel: Message;
  /** The city's money: "Price ($)", "Price (R)". */
  money?: PriceFormat;
  busy: boolean;
  progress: number | null;
  problem: string | null;
  onSubmit: (data: CreateMarketplaceItem, photos: PickedPhoto[]) => void;
}) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const [photos, setPhotos] = useState<PickedPhoto[]>(initialPhotos);
  const { register, handleSubmit, formState } = useFormWithSchema<Values, CreateMarketplaceItem>(
    () => import("../../../../contracts/marketplace.ts").then((m) => m.createMarketplaceItemSchema),
    { defaultValues: initial ?? { title: "", description: "", category: "", condition: "" } },
  );
  const { errors } = formState;
  return (
    <form
      noValidate
      onSubmit={handleSubmit((data) => onSubmit(data, photos))}
      className="flex flex-col gap-5"
    >
      <TextField
        label={say(words.title)}
        {...register("title")}
        error={fieldError(intl, errors.title?.message)}
      />
      <TextAreaField
        label={say(words.description)}
        {...register("description")}
        error={fieldError(intl, errors.description?.message)}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField
          label={say(words.category)}
          options={choose("category", marketplaceItemCategoryLabels, intl)}
          {...register("category")}
          error={fieldError(intl, errors.category?.message)}
        />
        <SelectField
          label={say(words.condition)}
          options={choose("condition", marketplaceItemConditionLabels, intl)}
          {...register("condition")}
          error={fieldError(intl, errors.condition?.message)}
        />
        <TextField
          label={say(words.price, { symbol: currencySymbol(money, intl.locale) })}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          {...register("price", { valueAsNumber: true })}
          error={fieldError(intl, errors.price?.message)}
        />
      </div>
      <PhotosAndSubmit
        photos={photos}
        onChange={setPhotos}
        busy={busy}
        progress={progress}
        problem={problem}
        submitLabel={submitLabel}
      />
    </form>
  );
}
