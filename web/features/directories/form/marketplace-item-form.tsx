import { useState } from "react";
import { maxEntryPhotos } from "../../../../contracts/listing-parts-rules.ts";
import type { CreateMarketplaceItem } from "../../../../contracts/marketplace.ts";
import {
  marketplaceItemCategoryLabels,
  marketplaceItemConditionLabels,
} from "../../../../contracts/marketplace-rules.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useFormWithSchema } from "../../../lib/use-form-with-schema.ts";
import { EntryPhotosField, type PickedPhoto } from "./photos-field.tsx";

type Values = Omit<CreateMarketplaceItem, "category" | "condition"> & {
  category: CreateMarketplaceItem["category"] | "";
  condition: CreateMarketplaceItem["condition"] | "";
};

const choose = (what: string, labels: Readonly<Record<string, string>>) => [
  { value: "", label: `Choose a ${what}` },
  ...Object.entries(labels).map(([value, label]) => ({ value, label })),
];

/** Title, description, category, condition, price and up to 8 photos (spec section 5). */
export function MarketplaceItemForm({
  initial,
  initialPhotos = [],
  submitLabel,
  busy,
  progress,
  problem,
  onSubmit,
}: {
  initial?: CreateMarketplaceItem;
  initialPhotos?: PickedPhoto[];
  submitLabel: string;
  busy: boolean;
  progress: number | null;
  problem: string | null;
  onSubmit: (data: CreateMarketplaceItem, photos: PickedPhoto[]) => void;
}) {
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
      <TextField label="Title" {...register("title")} error={errors.title?.message} />
      <TextAreaField
        label="Description"
        {...register("description")}
        error={errors.description?.message}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField
          label="Category"
          options={choose("category", marketplaceItemCategoryLabels)}
          {...register("category")}
          error={errors.category?.message}
        />
        <SelectField
          label="Condition"
          options={choose("condition", marketplaceItemConditionLabels)}
          {...register("condition")}
          error={errors.condition?.message}
        />
        <TextField
          label="Price ($)"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          {...register("price", { valueAsNumber: true })}
          error={errors.price?.message}
        />
      </div>
      <EntryPhotosField
        photos={photos}
        onChange={setPhotos}
        max={maxEntryPhotos}
        disabled={busy}
        progress={busy && photos.some((photo) => photo.kind === "new") ? progress : null}
      />
      {problem && <Alert tone="error">{problem}</Alert>}
      <Button type="submit" busy={busy} className="self-start">
        {submitLabel}
      </Button>
    </form>
  );
}
