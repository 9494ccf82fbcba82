import {
  propertyMessages,
  propertyStatusLabels,
  propertyTypeLabels,
} from "../../../contracts/properties-rules.ts";
import { defineMessages } from "../../lib/i18n/use-intl.ts";
import { type DirectoryBasics, type ListingBasics, sectionPaths, type Words } from "./directory.ts";
import { directoryWords } from "./directory-words.ts";

/** The properties' words a page shares with its list (properties.tsx). */
export const propertyWords = defineMessages({
  title: { id: "properties.title", defaultMessage: "Properties" },
  intro: {
    id: "properties.intro",
    defaultMessage: "Homes and rooms for sale or rent, listed by locals.",
  },
  theProperty: { id: "properties.theProperty", defaultMessage: "the property" },
  newIntro: { id: "properties.newIntro", defaultMessage: "Sell or rent out a home in {city}." },
  add: { id: "properties.add", defaultMessage: "List Property" },
  sqm: { id: "properties.sqm", defaultMessage: "{area} sqm" },
  type: { id: "properties.typeTerm", defaultMessage: "Type" },
  listing: { id: "properties.listingTerm", defaultMessage: "Listing" },
  forSale: { id: "properties.forSale", defaultMessage: "For sale" },
  forRental: { id: "properties.forRental", defaultMessage: "For rental" },
  bedrooms: { id: "properties.bedrooms", defaultMessage: "Bedrooms" },
  bathrooms: { id: "properties.bathrooms", defaultMessage: "Bathrooms" },
  parking: { id: "properties.parking", defaultMessage: "Parking" },
  floorArea: { id: "properties.floorArea", defaultMessage: "Floor area" },
  landArea: { id: "properties.landArea", defaultMessage: "Land area" },
  listed: { id: "properties.listed", defaultMessage: "Listed" },
  features: { id: "properties.features", defaultMessage: "Features" },
  listedBy: { id: "properties.listedBy", defaultMessage: "Listed by" },
  email: { id: "properties.email", defaultMessage: "Email" },
  call: { id: "properties.call", defaultMessage: "Call" },
});

const form = defineMessages({
  propertyType: { id: "properties.form.propertyType", defaultMessage: "Property type" },
  parkingSpaces: { id: "properties.form.parkingSpaces", defaultMessage: "Parking spaces" },
  floorAreaSqm: { id: "properties.form.floorAreaSqm", defaultMessage: "Floor area (sqm)" },
  landAreaSqm: { id: "properties.form.landAreaSqm", defaultMessage: "Land area (sqm)" },
  streetAddress: { id: "properties.form.streetAddress", defaultMessage: "Street address" },
  suburb: { id: "properties.form.suburb", defaultMessage: "Suburb" },
  postalCode: { id: "properties.form.postalCode", defaultMessage: "Postal code" },
  separateFeaturesWithCommas: {
    id: "properties.form.separateFeaturesWithCommas",
    defaultMessage: "Separate features with commas: Pool, Ocean view, Garage",
  },
  contactPhone: { id: "properties.form.contactPhone", defaultMessage: "Contact phone" },
  contactEmail: { id: "properties.form.contactEmail", defaultMessage: "Contact email" },
  listingType: { id: "properties.form.listingType", defaultMessage: "Listing type" },
  typeFixed: {
    id: "properties.form.typeFixed",
    defaultMessage: "The listing type stays as listed; change the status on the property's page.",
  },
});

/** The properties' names, paths and words: what a property's page needs, apart from the list. */
export const propertyBasics = {
  section: "property",
  api: "properties",
  what: "property",
  title: propertyWords.title,
  intro: propertyWords.intro,
  paths: sectionPaths("property"),
  messages: propertyMessages,
} satisfies DirectoryBasics;

const count = (value: unknown, intl: Words) =>
  typeof value === "number" ? intl.formatNumber(value) : "—";
const sqm = (value: unknown, intl: Words) =>
  typeof value === "number"
    ? intl.formatMessage(propertyWords.sqm, { area: intl.formatNumber(value) })
    : "—";

/**
 * A property's page and form, as the kernel draws them (listing-detail-page.tsx,
 * listing-kind-form.tsx): sale or rental (fixed once listed), its type, a whole-number
 * price, rooms and areas, the address and features, "Listed by" with a phone to call, and
 * the owner's status select (For Sale … Rented, decision 5).
 */
export const propertyListing: ListingBasics = {
  ...propertyBasics,
  saves: true,
  listing: {
    schema: () => import("../../../contracts/properties.ts").then((m) => m.createPropertySchema),
    // A disabled radio sends nothing, so the fixed listing type is not checked on an edit.
    editSchema: () =>
      import("../../../contracts/properties.ts").then((m) =>
        m.createPropertySchema.omit({ listingType: true }),
      ),
    choices: [
      {
        field: "propertyType",
        label: propertyWords.type,
        formLabel: form.propertyType,
        chooseWhat: "type",
        options: propertyTypeLabels,
      },
      {
        field: "listingType",
        label: propertyWords.listing,
        formLabel: form.listingType,
        options: { sale: propertyWords.forSale, rental: propertyWords.forRental },
        badge: false,
        radio: true,
        fixed: form.typeFixed,
      },
    ],
    price: "whole",
    newIntro: propertyWords.newIntro,
    create: propertyWords.add,
    theEntry: propertyWords.theProperty,
    owner: {
      caption: propertyWords.listedBy,
      email: propertyWords.email,
      text: propertyWords.call,
      loginToContact: propertyMessages.loginToContact,
      who: "seller",
      field: "lister",
      phone: "tel",
    },
    status: {
      field: "status",
      label: directoryWords.status,
      options: propertyStatusLabels,
      tones: {
        for_sale: "green",
        for_rent: "green",
        under_offer: "green",
        sold: "green",
        rented: "green",
      },
      change: "select",
    },
    afterCreate: "list",
    address: ["streetAddress", "suburb", "postalCode"],
    facts: [
      { label: propertyWords.bedrooms, value: (home, intl) => count(home.bedrooms, intl) },
      { label: propertyWords.bathrooms, value: (home, intl) => count(home.bathrooms, intl) },
      { label: propertyWords.parking, value: (home, intl) => count(home.parkingSpaces, intl) },
      { label: propertyWords.floorArea, value: (home, intl) => sqm(home.floorAreaSqm, intl) },
      { label: propertyWords.landArea, value: (home, intl) => sqm(home.landAreaSqm, intl) },
    ],
    postedDay: propertyWords.listed,
    tags: { field: "features", label: propertyWords.features },
    fields: [
      [
        { field: "bedrooms", label: propertyWords.bedrooms, kind: "number", step: 1 },
        { field: "bathrooms", label: propertyWords.bathrooms, kind: "number", step: 0.5 },
        { field: "parkingSpaces", label: form.parkingSpaces, kind: "number", step: 1 },
        { field: "floorAreaSqm", label: form.floorAreaSqm, kind: "number" },
        { field: "landAreaSqm", label: form.landAreaSqm, kind: "number" },
      ],
      [{ field: "streetAddress", label: form.streetAddress, autoComplete: "street-address" }],
      [
        { field: "suburb", label: form.suburb },
        { field: "postalCode", label: form.postalCode, autoComplete: "postal-code" },
      ],
      [
        {
          field: "features",
          label: propertyWords.features,
          kind: "list",
          hint: form.separateFeaturesWithCommas,
        },
      ],
      // The page shows the lister's own address when the property has none; it becomes
      // the property's only if the owner typed it.
      [
        {
          field: "contactPhone",
          label: form.contactPhone,
          type: "tel",
          autoComplete: "tel",
          from: (home) => home.contact?.phone,
          onlyIfTyped: true,
        },
        {
          field: "contactEmail",
          label: form.contactEmail,
          type: "email",
          autoComplete: "email",
          from: (home) => home.contact?.email,
          onlyIfTyped: true,
        },
      ],
    ],
  },
};
