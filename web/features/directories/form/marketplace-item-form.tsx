import { useState } from "react";
import type { Message } from "../../../../contracts/i18n/define-messages.ts";
import type { CreateMarketplaceItem } from "../../../../contracts/marketplace.ts";
import {
  marketplaceItemCategoryLabels,
  marketplaceItemConditionLabels,
} from "../../../../contracts/marketplace-rules.ts";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { useIntl } from "../../../lib/i18n/use-intl.ts";
import { useFormWithSchema } from "../../../lib/use-form-with-schema.ts";
import type { Words } from "../directory.ts";
import { fieldError, directoryWords as words } from "../directory-words.ts";
import { type ListingFormFrame, PriceField, TitleAndDescription } from "./listing-fields.tsx";
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
  money,
  onSubmit,
  ...ending
}: ListingFormFrame & {
  initial?: CreateMarketplaceItem;
  initialPhotos?: PickedPhoto[];
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
      <TitleAndDescription
        register={register}
        errors={errors}
        labels={{ title: words.title, description: words.description }}
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
        <PriceField
          money={money}
          field={register("price", { valueAsNumber: true })}
          error={errors.price?.message}
        />
      </div>
      <PhotosAndSubmit photos={photos} onChange={setPhotos} {...ending} />
    </form>
  );
}
