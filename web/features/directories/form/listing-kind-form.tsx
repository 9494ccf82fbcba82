import { useState } from "react";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { couldNotLoad } from "../../../lib/api-error-text.ts";
import { useIntl } from "../../../lib/i18n/use-intl.ts";
import { useFormWithSchema } from "../../../lib/use-form-with-schema.ts";
import type { ListingBasics, ListingEntry } from "../directory.ts";
import { directoryWords, fieldError } from "../directory-words.ts";
import { useListing, useWriteListing } from "../use-listings.ts";
import type { EntryForm, FormSlot } from "./entry-form-pages.tsx";
import { PriceField, TitleAndDescription } from "./listing-fields.tsx";
import { PhotosAndSubmit } from "./photos-and-submit.tsx";
import { keptPhotos, type PickedPhoto } from "./photos-field.tsx";
import { writeProblem } from "./write-problem.ts";

// A listing directory's create and edit pages drawn from its config (issue 29): title,
// description, a select per choice, the price if it has one, and up to 8 photos. The
// marketplace's are these too (marketplaceListing in marketplace-basics.ts).

type Write = { data: Record<string, unknown>; photos: PickedPhoto[] };
type Values = Record<string, unknown>;

/** The create and edit pages' form of a listing directory; a new one opens on its page. */
export const listingForm = (directory: ListingBasics): EntryForm<ListingEntry, Write> => ({
  useEntry: (id) => useListing(directory.api, id),
  useWrite: (city, id) => useWriteListing(directory.api, city, id),
  newIntro: (city, intl) => intl.formatMessage(directory.listing.newIntro, { city }),
  name: (entry) => entry.title,
  afterCreate: directory.listing.afterCreate ?? "detail",
  problem: writeProblem(directory.messages, "with reason"),
  loadError: (error, intl) => couldNotLoad(intl.formatMessage(directory.listing.theEntry), error),
  render: (slot) => <ListingKindForm directory={directory} slot={slot} />,
});

function ListingKindForm({
  directory,
  slot,
}: {
  directory: ListingBasics;
  slot: FormSlot<ListingEntry, Write>;
}) {
  const intl = useIntl();
  const { choices, price, schema, create } = directory.listing;
  const { initial } = slot;
  const [photos, setPhotos] = useState<PickedPhoto[]>(initial ? keptPhotos(initial.photos) : []);
  const fields = ["title", "description", ...choices.map((choice) => choice.field)];
  const { register, handleSubmit, formState } = useFormWithSchema<Values, object>(schema, {
    defaultValues: {
      ...Object.fromEntries(
        fields.map((name) => [name, String((initial as Values | undefined)?.[name] ?? "")]),
      ),
      ...(price && initial?.price != null ? { price: initial.price } : {}),
    },
  });
  const errors = formState.errors as Record<string, { message?: string } | undefined>;
  return (
    <form
      noValidate
      onSubmit={handleSubmit((data) => slot.onSubmit({ data: data as Values, photos }))}
      className="flex flex-col gap-5"
    >
      <TitleAndDescription
        register={register}
        errors={errors}
        labels={{ title: directoryWords.title, description: directoryWords.description }}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        {choices.map((choice) => (
          <SelectField
            key={choice.field}
            label={intl.formatMessage(choice.label)}
            options={[
              // "Choose a category", "Choose a condition": by the field's name, else "Choose".
              {
                value: "",
                label: intl.formatMessage(directoryWords.choose, { what: choice.field }),
              },
              ...Object.entries(choice.options).map(([value, label]) => ({
                value,
                label: intl.formatMessage(label),
              })),
            ]}
            {...register(choice.field)}
            error={fieldError(intl, errors[choice.field]?.message)}
          />
        ))}
        {price && (
          <PriceField
            money={slot.money}
            field={register("price", { valueAsNumber: true })}
            error={errors.price?.message}
          />
        )}
      </div>
      <PhotosAndSubmit
        photos={photos}
        onChange={setPhotos}
        busy={slot.busy}
        progress={slot.progress}
        problem={slot.problem}
        submitLabel={initial ? directoryWords.saveChanges : create}
      />
    </form>
  );
}
