import { readFileSync } from "node:fs";
import path from "node:path";
import type { PriceRange } from "../../../contracts/business-parts.ts";
import type { ShopCategory } from "../../../contracts/shopping.ts";
import { deleteStoredImage, storeImage } from "../../features/uploads/store-image.ts";
import type { Storage } from "../../lib/storage/storage.ts";
import type { Db } from "../client.ts";
import { restaurants, shops } from "../schema.ts";
import { demoPeople } from "./demo-content.ts";

// A few restaurants and shops per city (issue 11, item 6), photos drawn by
// scripts/make-demo-photos.ts and stored through the image pipeline.

interface DemoBusiness {
  name: string;
  description: string;
  kind: string;
  priceRange: PriceRange;
  street: string;
  phone: string;
  hours: string;
  website: string;
  photo: string;
}

const restaurantsByCity = (city: string): DemoBusiness[] => [
  {
    name: "Salt Café",
    description: `Flat whites, banana bread and a sunny window seat. Dogs welcome on the deck.`,
    kind: "Café",
    priceRange: "$",
    street: "3 Esplanade",
    phone: "555 0110",
    hours: "Mon-Sat: 8am-8pm, Sun: 10am-6pm",
    website: "",
    photo: "cafe",
  },
  {
    name: "Forno Rosso",
    description: `Wood-fired pizza with a blistered crust, and tiramisu made every morning. Bookings for groups in ${city}.`,
    kind: "Italian",
    priceRange: "$$",
    street: "41 Market Lane",
    phone: "555 0123",
    hours: "Mon-Sun: 10am-10pm",
    website: "https://forno-rosso.example",
    photo: "pizza",
  },
  {
    name: "Umi Sushi Bar",
    description: "Omakase at the counter, or hand rolls to take to the beach.",
    kind: "Japanese",
    priceRange: "$$$",
    street: "8 Harbour Walk",
    phone: "555 0145",
    hours: "Mon-Fri: 11am-10pm, Sat-Sun: 10am-11pm",
    website: "https://umi-sushi.example",
    photo: "sushi",
  },
];

const shopsByCity = (): (DemoBusiness & { kind: ShopCategory })[] => [
  {
    name: "Driftwood Books",
    description: "New and secondhand books, a reading nook and a kids' corner.",
    kind: "Books",
    priceRange: "$",
    street: "12 Library Street",
    phone: "555 0167",
    hours: "Tue-Sun: 9am-5pm",
    website: "",
    photo: "books",
  },
  {
    name: "Tide & Thread",
    description: "Linen shirts, beach bags and hats made by local makers.",
    kind: "Clothing",
    priceRange: "$$",
    street: "27 Ocean Parade",
    phone: "555 0189",
    hours: "Mon-Sat: 10am-6pm",
    website: "https://tide-and-thread.example",
    photo: "boutique",
  },
  {
    name: "Sandpiper Gallery",
    description: "Paintings, prints and ceramics by artists from along the coast.",
    kind: "Art",
    priceRange: "$$$",
    street: "5 Gallery Row",
    phone: "555 0192",
    hours: "Wed-Sun: 10am-4pm",
    website: "https://sandpiper-gallery.example",
    photo: "gallery",
  },
];

const photoDir = path.join(import.meta.dirname, "photos");

/** Adds the demo restaurants and shops to one city. */
export async function seedDemoBusinesses(
  db: Db,
  storage: Storage,
  city: { id: string; name: string; slug: string },
) {
  const lists = [
    { table: restaurants, purpose: "restaurant" as const, items: restaurantsByCity(city.name) },
    { table: shops, purpose: "shop" as const, items: shopsByCity() },
  ];
  for (const { table, purpose, items } of lists) {
    for (const [index, { photo, street, ...item }] of items.entries()) {
      const file = readFileSync(path.join(photoDir, `${photo}.jpg`));
      const stored = await storeImage(storage, file, { purpose });
      try {
        await db.insert(table as typeof restaurants).values({
          ...item,
          address: `${street}, ${city.name}`,
          cityId: city.id,
          userId: demoPeople[index % demoPeople.length]?.id ?? demoPeople[0].id,
          imageKey: stored.key,
          thumbnailKey: stored.thumbnailKey,
        });
      } catch (error) {
        await deleteStoredImage(storage, [stored.key, stored.thumbnailKey]);
        throw error;
      }
    }
  }
}
