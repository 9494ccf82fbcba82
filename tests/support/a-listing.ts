// Test support: a marketplace item and a property as the API presents them.
import type { MarketplaceItem, MarketplaceItemCard } from "../../contracts/marketplace.ts";
import type { Property } from "../../contracts/properties.ts";

const seller = { id: "user-bob", username: "bob", avatarUrl: null };
const photos = [1, 2, 3].map((n) => ({
  key: `listing-${n}`,
  url: `/uploads/listing-${n}.webp`,
  thumbnailUrl: `/uploads/listing-${n}-thumb.webp`,
}));

/** Bob's kayak in Gold Coast, seen by a signed-in viewer who is not Bob. */
export const aListing = (overrides: Partial<MarketplaceItem> = {}): MarketplaceItem => ({
  id: "listing-1",
  citySlug: "gold-coast",
  cityName: "Gold Coast",
  title: "Sit-on-top kayak",
  description: "Stable, with a paddle.",
  price: 120.5,
  locale: "en-AU",
  currency: "AUD",
  category: "sports",
  condition: "good",
  status: "available",
  photos,
  seller,
  contact: { email: "bob@example.com", phone: "+61 400 000 000" },
  createdAt: "2026-11-20T09:30:00.000Z",
  updatedAt: "2026-11-20T09:30:00.000Z",
  saved: false,
  canEdit: false,
  canDelete: false,
  ...overrides,
});

export const aListingCard = (
  overrides: Partial<MarketplaceItemCard> = {},
): MarketplaceItemCard => ({
  id: "listing-1",
  citySlug: "gold-coast",
  title: "Sit-on-top kayak",
  excerpt: "Stable, with a paddle.",
  price: 120.5,
  locale: "en-AU",
  currency: "AUD",
  category: "sports",
  condition: "good",
  status: "available",
  thumbnailUrl: "/uploads/listing-1-thumb.webp",
  seller,
  createdAt: "2026-11-20T09:30:00.000Z",
  ...overrides,
});

export const aProperty = (overrides: Partial<Property> = {}): Property => ({
  id: "property-1",
  citySlug: "gold-coast",
  cityName: "Gold Coast",
  title: "Beach house",
  description: "Steps from the sand.",
  price: 1250000,
  locale: "en-AU",
  currency: "AUD",
  listingType: "sale",
  propertyType: "house",
  status: "for_sale",
  bedrooms: 4,
  bathrooms: 2.5,
  parkingSpaces: 2,
  floorAreaSqm: 210,
  landAreaSqm: null,
  streetAddress: "1 Ocean Pde",
  suburb: "Burleigh Heads",
  postalCode: "4220",
  features: ["Pool", "Ocean view"],
  photos,
  lister: seller,
  contact: { email: "bob@example.com", phone: null },
  createdAt: "2026-11-20T09:30:00.000Z",
  updatedAt: "2026-11-20T09:30:00.000Z",
  saved: false,
  canEdit: false,
  canDelete: false,
  ...overrides,
});
