import type { PriceRange } from "../../../contracts/business-parts.ts";
import type { CreateListing } from "../../../contracts/marketplace.ts";
import type { CreateProperty } from "../../../contracts/properties.ts";
import type { ShopCategory } from "../../../contracts/shopping.ts";
import { capeTown } from "./cities/cape-town.ts";
import { goldCoast } from "./cities/gold-coast.ts";
import { miami } from "./cities/miami.ts";

// What a fresh install shows in each launch city (issue 28, item 11; decision 060):
// each city its own neighbours, members of that city, selling, letting, running
// places and organising events there. Photos are ./photos/<name>.jpg, drawn by
// scripts/make-demo-photos.ts; several cities may show the same photo.

export interface DemoListing extends CreateListing {
  /** The username of one of the city's demo members. */
  seller: string;
  photos: string[];
  /** How long ago it was listed, so the list shows a believable spread of dates. */
  hoursAgo: number;
}

export interface DemoProperty extends Omit<CreateProperty, "features"> {
  seller: string;
  photos: string[];
  hoursAgo: number;
  features: string[];
}

export interface DemoBusiness {
  owner: string;
  name: string;
  description: string;
  /** A restaurant's cuisine. */
  kind: string;
  priceRange: PriceRange;
  /** The whole address, as the city writes it. */
  address: string;
  phone: string;
  hours: string;
  website: string;
  photo: string;
}

export interface DemoShop extends DemoBusiness {
  kind: ShopCategory;
}

export interface DemoEvent {
  title: string;
  description: string;
  venue: string;
  address: string;
  /** Days from today, and the wall-clock times in the city. */
  inDays: number;
  starts: string;
  ends: string;
  capacity: number | null;
}

export interface CityDemo {
  /** Usernames of the city's demo members; the first organises its events. */
  members: [string, ...string[]];
  listings: DemoListing[];
  properties: DemoProperty[];
  restaurants: DemoBusiness[];
  shops: DemoShop[];
  events: DemoEvent[];
}

/** The launch cities' demo content, by slug; a city added later gets none. */
export const demoCities: Record<string, CityDemo> = {
  "gold-coast": goldCoast,
  miami,
  "cape-town": capeTown,
};
