import type { CreateListing } from "../../../contracts/marketplace.ts";
import type { CreateProperty } from "../../../contracts/properties.ts";

// What a fresh install shows in each city (issue 10, item 11): a few neighbours
// selling and letting things. Photos are ./photos/<name>.jpg, drawn by
// scripts/make-demo-photos.ts.

export const demoPeople = [
  { id: "demo-maya", name: "maya.lopes", email: "maya.lopes@demo.coastal.invalid" },
  { id: "demo-tom", name: "tom.okafor", email: "tom.okafor@demo.coastal.invalid" },
  { id: "demo-priya", name: "priya.shah", email: "priya.shah@demo.coastal.invalid" },
] as const;

type Seller = (typeof demoPeople)[number]["id"];

export interface DemoListing extends CreateListing {
  seller: Seller;
  photos: string[];
  /** How long ago it was listed, so the list shows a believable spread of dates. */
  hoursAgo: number;
}

export interface DemoProperty extends Omit<CreateProperty, "features"> {
  seller: Seller;
  photos: string[];
  hoursAgo: number;
  features: string[];
}

type CityDemo = { suburbs: [string, string, string, string]; street: string };

const cityFlavour: Record<string, CityDemo> = {
  "gold-coast": {
    suburbs: ["Burleigh Heads", "Palm Beach", "Broadbeach", "Currumbin Valley"],
    street: "Gold Coast Highway",
  },
  miami: {
    suburbs: ["Coconut Grove", "Little Havana", "Wynwood", "Homestead"],
    street: "Biscayne Boulevard",
  },
  "cape-town": {
    suburbs: ["Muizenberg", "Woodstock", "Sea Point", "Noordhoek"],
    street: "Main Road",
  },
};

export function demoListings(citySlug: string): DemoListing[] {
  const [first] = cityFlavour[citySlug]?.suburbs ?? ["the beach"];
  return [
    {
      seller: "demo-maya",
      title: "7'6 mini-mal surfboard",
      description: `Great first board, floats like a dream. A couple of small dings, all sealed. Pick up near ${first}.`,
      category: "sports",
      condition: "good",
      price: 280,
      photos: ["surfboard"],
      hoursAgo: 3,
    },
    {
      seller: "demo-tom",
      title: "Mid-century armchair, teal",
      description:
        "Reupholstered last year, solid frame. Moving overseas and it won't fit in the suitcase.",
      category: "furniture",
      condition: "like-new",
      price: 165,
      photos: ["armchair", "living-room"],
      hoursAgo: 20,
    },
    {
      seller: "demo-priya",
      title: "Commuter bike with rack",
      description:
        "Seven gears, new brake pads, includes a lock and lights. Ideal for the beachfront path.",
      category: "sports",
      condition: "good",
      price: 120,
      photos: ["bicycle"],
      hoursAgo: 46,
    },
    {
      seller: "demo-maya",
      title: "Bookcase full of paperbacks",
      description:
        "Pine bookcase plus about forty novels: crime, travel and a few cookbooks. Take the lot.",
      category: "books",
      condition: "fair",
      price: 60,
      photos: ["books"],
      hoursAgo: 75,
    },
    {
      seller: "demo-tom",
      title: "Cordless drill, two batteries",
      description: "Used for one renovation. Comes with charger, case and a set of bits.",
      category: "tools",
      condition: "like-new",
      price: 85.5,
      photos: ["drill"],
      hoursAgo: 120,
    },
    {
      seller: "demo-priya",
      title: "Acoustic guitar",
      description: "Full size, steel strings, soft case included. Strings changed last month.",
      category: "other",
      condition: "good",
      price: 140,
      photos: ["guitar"],
      hoursAgo: 170,
    },
    {
      seller: "demo-maya",
      title: "Floor lamp, brass stand",
      description: "Warm light, linen shade. Free to a good home if you collect this weekend.",
      category: "furniture",
      condition: "fair",
      price: 0,
      photos: ["lamp"],
      hoursAgo: 220,
    },
  ];
}

export function demoProperties(citySlug: string): DemoProperty[] {
  const flavour = cityFlavour[citySlug] ?? cityFlavour["gold-coast"];
  const [beachside, inner, city, rural] = flavour?.suburbs ?? ["", "", "", ""];
  const street = flavour?.street ?? "Main Road";
  return [
    {
      seller: "demo-tom",
      title: "Beach house with ocean glimpses",
      description:
        "Three bedrooms, open-plan living onto a big deck, a short walk to the sand and cafés.",
      price: 1_150_000,
      listingType: "sale",
      propertyType: "house",
      bedrooms: 3,
      bathrooms: 2,
      parkingSpaces: 2,
      floorAreaSqm: 168,
      landAreaSqm: 540,
      streetAddress: `14 Shell Street, ${beachside}`,
      suburb: beachside,
      features: ["Deck", "Outdoor shower", "Solar panels"],
      photos: ["beach-house", "living-room"],
      hoursAgo: 8,
    },
    {
      seller: "demo-priya",
      title: "Bright two-bed apartment",
      description:
        "Fourth floor, north-facing balcony, lift and secure parking. Available from next month.",
      price: 2_350,
      listingType: "rental",
      propertyType: "apartment",
      bedrooms: 2,
      bathrooms: 1,
      parkingSpaces: 1,
      floorAreaSqm: 82,
      streetAddress: `402/88 ${street}, ${city}`,
      suburb: city,
      features: ["Balcony", "Lift", "Air conditioning"],
      photos: ["apartment", "living-room"],
      hoursAgo: 30,
    },
    {
      seller: "demo-maya",
      title: "Townhouse close to schools",
      description: "Three levels, courtyard garden, double garage. Quiet complex of six.",
      price: 3_100,
      listingType: "rental",
      propertyType: "townhouse",
      bedrooms: 3,
      bathrooms: 2.5,
      parkingSpaces: 2,
      floorAreaSqm: 150,
      streetAddress: `5/21 Harbour Lane, ${inner}`,
      suburb: inner,
      features: ["Courtyard", "Pet friendly"],
      photos: ["townhouse"],
      hoursAgo: 64,
    },
    {
      seller: "demo-tom",
      title: "Level block with valley views",
      description: "Cleared and ready to build, power and water at the boundary.",
      price: 395_000,
      listingType: "sale",
      propertyType: "land",
      landAreaSqm: 1_200,
      streetAddress: `Lot 9 Ridge Road, ${rural}`,
      suburb: rural,
      features: [],
      photos: ["land"],
      hoursAgo: 140,
    },
    {
      seller: "demo-priya",
      title: "Corner shopfront on the main street",
      description: "High foot traffic, large display window, storeroom and kitchenette.",
      price: 4_800,
      listingType: "rental",
      propertyType: "commercial",
      bathrooms: 1,
      floorAreaSqm: 95,
      streetAddress: `210 ${street}, ${inner}`,
      suburb: inner,
      features: ["Street frontage", "Storeroom"],
      photos: ["shopfront"],
      hoursAgo: 200,
    },
  ];
}
