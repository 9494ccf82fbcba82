import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { maxListingPhotos } from "../../../../contracts/listing-parts-rules.ts";
import { type CreateListing, createListingSchema } from "../../../../contracts/marketplace.ts";
import {
  listingCategoryLabels,
  listingConditionLabels,
} from "../../../../contracts/marketplace-rules.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { ListingPhotosField, type PickedPhoto } from "./photos-field.tsx";

type Values = Omit<CreateListing, "category" | "condition"> & {
  category: CreateListing["category"] | "";
  condition: CreateListing["condition"] | "";
};

const choose = (what: string, labels: Readonly<Record<string, string>>) => [
  { value: "", label: `Choose a ${what}` },
  ...Object.entries(labels).map(([value, label]) => ({ value, label })),
];

/** Title, description, category, condition, price and up to 8 photos (spec section 5). */
export function ListingForm({
  initial,
  initialPhotos = [],
  submitLabel,
  busy,
  progress,
  problem,
  onSubmit,
}: {
  initial?: CreateListing;
  initialPhotos?: PickedPhoto[];
  submitLabel: string;
  busy: boolean;
  progress: number | null;
  problem: string | null;
  onSubmit: (data: CreateListing, photos: PickedPhoto[]) => void;
}) {
  const [photos, setPhotos] = useState<PickedPhoto[]>(initialPhotos);
  const { register, handleSubmit, formState } = useForm<Values, unknown, CreateListing>({
    resolver: zodResolver(createListingSchema) as never,
    defaultValues: initial ?? { title: "", description: "", category: "", condition: "" },
  });
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
          options={choose("category", listingCategoryLabels)}
          {...register("category")}
          error={errors.category?.message}
        />
        <SelectField
          label="Condition"
          options={choose("condition", listingConditionLabels)}
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
      <ListingPhotosField
        photos={photos}
        onChange={setPhotos}
        max={maxListingPhotos}
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
