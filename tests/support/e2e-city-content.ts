// Something of every kind in a city, made through the API as its member would, so that
// journeys walking every page find lists, cards and detail pages with content on them.
import { type APIRequestContext, expect } from "@playwright/test";
import { smallPng } from "./test-images.ts";

export interface CityContent {
  post: string;
  listing: string;
  property: string;
  event: string;
  restaurant: string;
  shop: string;
}

async function created(answer: Awaited<ReturnType<APIRequestContext["post"]>>) {
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

/** One of everything, by `owner` in `city`: a post with a comment, a listing with photos, a property, an event, a restaurant and a shop. */
export async function makeCityContent(
  owner: APIRequestContext,
  city: string,
  longLine: string,
): Promise<CityContent> {
  const photos = async (field: string, count: number) => {
    const form = new FormData();
    for (let index = 0; index < count; index += 1) {
      const png = new Uint8Array(await smallPng(320 + index * 40, 240));
      form.append(field, new File([png], `photo-${index}.png`, { type: "image/png" }));
    }
    return form;
  };
  const post = await created(
    await owner.post(`/api/cities/${city}/posts`, { data: { content: longLine } }),
  );
  await owner.post(`/api/posts/${post}/comments`, { data: { content: longLine } });
  const listingForm = await photos("photos", 3);
  listingForm.append(
    "data",
    JSON.stringify({
      title: "Seven foot six mini-mal surfboard with a brand new fin set",
      description: longLine,
      category: "other",
      condition: "good",
      price: 280,
    }),
  );
  const listing = await created(
    await owner.post(`/api/cities/${city}/marketplace-items`, { multipart: listingForm }),
  );
  const property = await created(
    await owner.post(`/api/cities/${city}/properties`, {
      data: {
        title: "Beach house with ocean glimpses and a very long name",
        description: longLine,
        price: 1_150_000,
        listingType: "sale",
        propertyType: "house",
        bedrooms: 4,
        streetAddress: "1234 Collins Avenue, Miami Beach",
        features: "Balcony, Laundry, Pool",
      },
    }),
  );
  const event = await created(
    await owner.post(`/api/cities/${city}/events`, {
      data: {
        title: "Sunrise yoga on South Beach with the whole neighbourhood",
        description: longLine,
        startsAt: "2031-02-01T06:30",
        endsAt: "2031-02-01T08:00",
        venue: "Lummus Park lifeguard tower",
        address: "Ocean Drive at 10th Street, Miami Beach",
        capacity: 30,
      },
    }),
  );
  const business = async (collection: string, fields: Record<string, string>) => {
    const form = await photos("photo", 1);
    form.append(
      "data",
      JSON.stringify({
        description: longLine,
        priceRange: "$$",
        address: "1 Ocean Drive",
        phone: "305 555 0111",
        website: "https://example.com",
        ...fields,
      }),
    );
    return created(await owner.post(`/api/cities/${city}/${collection}`, { multipart: form }));
  };
  const restaurant = await business("restaurants", {
    name: "Forno Rosso wood-fired pizza",
    cuisine: "Italian",
    hoursPreset: "24/7",
  });
  const shop = await business("shops", {
    name: "Sandpiper Gallery",
    category: "Other",
    hours: "Daily 11am-7pm",
  });
  return { post, listing, property, event, restaurant, shop };
}
