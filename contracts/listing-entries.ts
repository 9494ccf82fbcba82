import { z } from "zod";
import {
  contactSchema,
  descriptionSchema,
  entryPageTail,
  entryPhotoSchema,
  listQueryBase,
  moneyFields,
  photoOrderSchema,
  priceSchema,
  sellerSchema,
  titleSchema,
} from "./listing-parts.ts";
import { pageOf } from "./paged.ts";

// The schemas of a listing directory drawn wholly by the kernel (issue 29): a title, a
// description, its own choices, a price or none, and up to 8 photos. Its routes are the
// marketplace's (contracts/marketplace.ts lists them) under its own collection, without a
// status; server/features/directories/listings.ts and web/features/directories/listings.tsx
// are its two configs' kernels.

type Choices = Record<string, readonly [string, ...string[]]>;

/** Its words for a refused field: the spec's, or the directory's own. */
export interface ListingEntryRefusals {
  titleRequired: string;
  descriptionRequired: string;
  /** A choice that is not one of its options. */
  badChoice: string;
}

/** Create, update, list, card, page and detail schemas of a listing directory. */
export function listingEntrySchemas(config: {
  choices: Choices;
  price: boolean;
  refusals: ListingEntryRefusals;
}) {
  const { choices, price, refusals } = config;
  const enums = (message?: string) =>
    Object.fromEntries(
      Object.entries(choices).map(([field, options]) => [field, z.enum(options, message)]),
    );
  const priced = price ? { price: priceSchema } : {};
  const create = z.object({
    title: titleSchema(refusals.titleRequired),
    description: descriptionSchema(refusals.descriptionRequired),
    ...enums(refusals.badChoice),
    ...priced,
  });
  const optionalChoices = Object.fromEntries(
    Object.entries(enums(refusals.badChoice)).map(([field, schema]) => [field, schema.optional()]),
  );
  const list = (
    price ? listQueryBase : listQueryBase.omit({ minPrice: true, maxPrice: true })
  ).extend(optionalChoices);
  const card = z.object({
    id: z.string(),
    citySlug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    /** null when the directory has no price. */
    price: z.number().nullable(),
    ...moneyFields,
    ...enums(),
    thumbnailUrl: z.string().nullable(),
    seller: sellerSchema,
    createdAt: z.string(),
  });
  const detail = z.object({
    id: z.string(),
    citySlug: z.string(),
    cityName: z.string(),
    title: z.string(),
    description: z.string(),
    price: z.number().nullable(),
    ...moneyFields,
    ...enums(),
    photos: z.array(entryPhotoSchema),
    seller: sellerSchema,
    contact: contactSchema.nullable(),
    ...entryPageTail,
  });
  return {
    create,
    update: create.partial().extend({ photoOrder: photoOrderSchema.optional() }),
    list,
    card,
    page: pageOf(card),
    detail,
  };
}
