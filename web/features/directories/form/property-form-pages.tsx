import type { Property } from "../../../../contracts/properties.ts";
import { propertyMessages } from "../../../../contracts/properties-rules.ts";
import { couldNotLoad } from "../../../lib/api-error-text.ts";
import { defineMessages } from "../../../lib/i18n/use-intl.ts";
import { directoryWords } from "../directory-words.ts";
import { properties } from "../properties.tsx";
import { useProperty, useWriteProperty } from "../use-properties.ts";
import { EditEntryPage, type EntryForm, NewEntryPage } from "./entry-form-pages.tsx";
import { keptPhotos } from "./photos-field.tsx";
import { PropertyForm, type PropertyFormValues } from "./property-form.tsx";
import { writeProblem } from "./write-problem.ts";

type Write = Parameters<ReturnType<typeof useWriteProperty>["mutate"]>[0];

/** The form's starting values: the property as it is, features back on one line. */
const formValues = (property: Property): PropertyFormValues => ({
  title: property.title,
  description: property.description,
  price: property.price,
  listingType: property.listingType,
  propertyType: property.propertyType,
  bedrooms: property.bedrooms,
  bathrooms: property.bathrooms,
  parkingSpaces: property.parkingSpaces,
  floorAreaSqm: property.floorAreaSqm,
  landAreaSqm: property.landAreaSqm,
  streetAddress: property.streetAddress,
  suburb: property.suburb ?? "",
  postalCode: property.postalCode ?? "",
  features: property.features.join(", "),
  contactPhone: property.contact?.phone ?? "",
  contactEmail: property.contact?.email ?? "",
});

const words = defineMessages({
  newIntro: { id: "properties.newIntro", defaultMessage: "Sell or rent out a home in {city}." },
  theProperty: { id: "properties.theProperty", defaultMessage: "the property" },
  add: { id: "properties.add", defaultMessage: "List Property" },
});

/** The spec's property fields and up to 8 photos; the listing type is fixed once created. */
const propertyForm: EntryForm<Property, Write> = {
  useEntry: useProperty,
  useWrite: useWriteProperty,
  newIntro: (city, intl) => intl.formatMessage(words.newIntro, { city }),
  name: (home) => home.title,
  afterCreate: "list",
  problem: writeProblem(propertyMessages, "with reason"),
  loadError: (error, intl) => couldNotLoad(intl.formatMessage(words.theProperty), error),
  render: ({ initial, onSubmit, ...slot }) =>
    initial ? (
      <PropertyForm
        {...slot}
        initial={formValues(initial)}
        initialPhotos={keptPhotos(initial.photos)}
        listingTypeFixed
        submitLabel={directoryWords.saveChanges}
        onSubmit={(
          { listingType: _fixed, contactEmail, contactPhone, ...values },
          photos,
          changed,
        ) => {
          // The page shows the lister's own address when the property has none; it
          // becomes the property's only if the owner typed it.
          const contact = {
            ...(changed.contactEmail ? { contactEmail } : {}),
            ...(changed.contactPhone ? { contactPhone } : {}),
          };
          onSubmit({ data: { ...values, ...contact }, photos });
        }}
      />
    ) : (
      <PropertyForm
        {...slot}
        submitLabel={words.add}
        onSubmit={(data, photos) => onSubmit({ data, photos })}
      />
    ),
};

/** /city/:city/property/new */
export const NewPropertyPage = () => <NewEntryPage directory={properties} form={propertyForm} />;

/** /city/:city/property/:id/edit */
export const EditPropertyPage = () => <EditEntryPage directory={properties} form={propertyForm} />;
