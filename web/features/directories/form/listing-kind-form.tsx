import { useState } from "react";
import { couldNotLoad } from "../../../lib/api-error-text.ts";
import { useFormWithSchema } from "../../../lib/use-form-with-schema.ts";
import type { ListingBasics, ListingEntry } from "../directory.ts";
import { directoryWords } from "../directory-words.ts";
import { useListing, useWriteListing } from "../use-listings.ts";
import type { EntryForm, FormSlot } from "./entry-form-pages.tsx";
import { PriceField, TitleAndDescription } from "./listing-fields.tsx";
import { ChoiceRadios, ChoiceSelect, FieldRow, startingValue } from "./listing-own-fields.tsx";
import { PhotosAndSubmit } from "./photos-and-submit.tsx";
import { keptPhotos, type PickedPhoto } from "./photos-field.tsx";
import { writeProblem } from "./write-problem.ts";

// A listing directory's create and edit pages drawn from its config (issue 29): title,
// description, its choices (selects, or radio buttons), the price if it has one, its own
// rows of fields, and up to 8 photos. The marketplace's and the properties' are these too
// (marketplaceListing in marketplace-basics.ts, propertyListing in property-basics.ts).

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
  const { choices, price, schema, editSchema, create, fields = [] } = directory.listing;
  const { initial } = slot;
  const [photos, setPhotos] = useState<PickedPhoto[]>(initial ? keptPhotos(initial.photos) : []);
  const own = fields.flat();
  const { register, handleSubmit, formState } = useFormWithSchema<Values, object>(
    (initial && editSchema) || schema,
    { defaultValues: startingValues(directory, initial) },
  );
  const errors = formState.errors as Record<string, { message?: string } | undefined>;
  // Read while drawing, so the form tracks which fields the owner typed in.
  const typed = formState.dirtyFields as Record<string, unknown>;
  // An edit sends no fixed choice, and a field the page fills from elsewhere only if typed.
  const sent = (data: Values): Values =>
    initial
      ? Object.fromEntries(
          Object.entries(data).filter(
            ([name]) =>
              !choices.some((choice) => choice.field === name && choice.fixed) &&
              !own.some((field) => field.field === name && field.onlyIfTyped && !typed[name]),
          ),
        )
      : data;
  const selects = choices.filter((choice) => !choice.radio);
  const across = selects.length + (price ? 1 : 0);
  return (
    <form
      noValidate
      onSubmit={handleSubmit((data) => slot.onSubmit({ data: sent(data as Values), photos }))}
      className="flex flex-col gap-5"
    >
      <TitleAndDescription
        register={register}
        errors={errors}
        labels={{ title: directoryWords.title, description: directoryWords.description }}
      />
      {choices
        .filter((choice) => choice.radio)
        .map((choice) => (
          <ChoiceRadios
            key={choice.field}
            choice={choice}
            register={register}
            errors={errors}
            editing={Boolean(initial)}
          />
        ))}
      <div className={`grid gap-5 ${across > 2 ? "sm:grid-cols-3" : "sm:grid-cols-2"}`}>
        {selects.map((choice) => (
          <ChoiceSelect key={choice.field} choice={choice} register={register} errors={errors} />
        ))}
        {price && (
          <PriceField
            money={slot.money}
            field={register("price", { valueAsNumber: true })}
            error={errors.price?.message}
          />
        )}
      </div>
      {fields.map((row) => (
        <FieldRow key={row[0]?.field} row={row} register={register} errors={errors} />
      ))}
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

/** The form's first values: a new entry's (a radio choice on its first option), or the entry's. */
function startingValues({ listing }: ListingBasics, initial: ListingEntry | undefined): Values {
  const held = initial as Values | undefined;
  return {
    title: String(held?.title ?? ""),
    description: String(held?.description ?? ""),
    ...Object.fromEntries(
      listing.choices.map((choice) => [
        choice.field,
        String(held?.[choice.field] ?? (choice.radio ? Object.keys(choice.options)[0] : "")),
      ]),
    ),
    ...(listing.price && initial?.price != null ? { price: initial.price } : {}),
    ...Object.fromEntries(
      (listing.fields ?? []).flat().map((field) => [field.field, startingValue(field, initial)]),
    ),
  };
}
