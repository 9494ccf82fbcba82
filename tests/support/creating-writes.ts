// Test support: the nine creating writes, each sent with an Idempotency-Key to
// any instance as a given signed-in client, and how many rows that client has of it.
import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../server/db/client.ts";
import {
  events,
  marketplaceItems,
  membershipRequests,
  postComments,
  posts,
  propertyListings,
  reports,
  restaurants,
  shops,
  user,
} from "../../server/db/schema.ts";
import { newEventBody } from "./event-body.ts";
import { joinAnswers, type TestClient } from "./test-app.ts";
import { smallPng } from "./test-images.ts";

export type Sender = { app: FastifyInstance; client: TestClient };
type Body = { json: unknown } | { fields: Record<string, string>; files: Record<string, Buffer> };

/** One request as `client` to `app` (another instance shares the session), with `key`. */
export async function send(
  { app, client }: Sender,
  url: string,
  body: Body,
  key: string | undefined,
) {
  const headers: Record<string, string> = { cookie: client.cookieHeader() };
  if (key !== undefined) headers["idempotency-key"] = key;
  if ("json" in body) {
    headers["content-type"] = "application/json";
    return app.inject({ method: "POST", url, headers, payload: JSON.stringify(body.json) });
  }
  // Encoded again on every send, with a new boundary, as a browser's retry is.
  const form = new FormData();
  for (const [name, value] of Object.entries(body.fields)) form.append(name, value);
  for (const [name, bytes] of Object.entries(body.files)) {
    form.append(name, new Blob([new Uint8Array(bytes)], { type: "image/png" }), "photo.png");
  }
  const encoded = new Request("http://x", { method: "POST", body: form });
  headers["content-type"] = encoded.headers.get("content-type") ?? "";
  const payload = Buffer.from(await encoded.arrayBuffer());
  return app.inject({ method: "POST", url, headers, payload });
}

export const userIdOf = async (db: Db, email: string) =>
  (await db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]?.id ?? "";

const rowsOf = async (db: Db, table: PgTable, owner: PgColumn, userId: string) =>
  (
    await db
      .select({ n: count() })
      .from(table)
      .where(and(eq(owner, userId)))
  )[0]?.n ?? 0;

const business = (extra: Record<string, string>) => ({
  description: "Somewhere to go on a Saturday.",
  priceRange: "$$",
  address: "12 Ocean Drive",
  phone: "+1 305 555 0142",
  website: "https://example.com",
  ...extra,
});

/** The creating writes of decision 055, in Miami; `postId` is someone else's post there. */
export async function creatingWrites(postId: string) {
  const png = Buffer.from(await smallPng(40, 30));
  const title = `Idempotent ${randomUUID().slice(0, 8)}`;
  return [
    {
      name: "post",
      url: "/api/cities/miami/posts",
      body: { json: { content: `${title} sunrise` } } as Body,
      rows: (db: Db, id: string) => rowsOf(db, posts, posts.userId, id),
    },
    {
      name: "post with a photo",
      url: "/api/cities/miami/posts",
      body: { fields: { content: `${title} with a photo` }, files: { image: png } } as Body,
      rows: (db: Db, id: string) => rowsOf(db, posts, posts.userId, id),
    },
    {
      name: "comment",
      url: `/api/posts/${postId}/comments`,
      body: { json: { content: "Count me in" } } as Body,
      rows: (db: Db, id: string) => rowsOf(db, postComments, postComments.userId, id),
    },
    {
      name: "listing",
      url: "/api/cities/miami/marketplace-items",
      body: {
        fields: {
          data: JSON.stringify({
            title,
            description: "Solid teak, a few scratches.",
            category: "furniture",
            condition: "good",
            price: 120.5,
          }),
        },
        files: { photos: png },
      } as Body,
      rows: (db: Db, id: string) => rowsOf(db, marketplaceItems, marketplaceItems.userId, id),
    },
    {
      name: "property",
      url: "/api/cities/miami/properties",
      body: {
        json: {
          title,
          description: "Two minutes to the sand.",
          price: 850000,
          listingType: "sale",
          propertyType: "house",
          streetAddress: "12 Pacific Parade",
        },
      } as Body,
      rows: (db: Db, id: string) => rowsOf(db, propertyListings, propertyListings.userId, id),
    },
    {
      name: "restaurant",
      url: "/api/cities/miami/restaurants",
      body: {
        fields: {
          data: JSON.stringify(
            business({ name: title, cuisine: "Seafood", hoursPreset: "Mon-Sun: 10am-10pm" }),
          ),
        },
        files: { photo: png },
      } as Body,
      rows: (db: Db, id: string) => rowsOf(db, restaurants, restaurants.userId, id),
    },
    {
      name: "shop",
      url: "/api/cities/miami/shops",
      body: {
        fields: {
          data: JSON.stringify(
            business({ name: title, category: "Clothing", hours: "Tue-Sun: 10am-6pm" }),
          ),
        },
        files: { photo: png },
      } as Body,
      rows: (db: Db, id: string) => rowsOf(db, shops, shops.userId, id),
    },
    {
      name: "event",
      url: "/api/cities/miami/events",
      body: { json: newEventBody({ title }) } as Body,
      rows: (db: Db, id: string) => rowsOf(db, events, events.organiserId, id),
    },
    {
      name: "report",
      url: "/api/reports",
      body: {
        json: { targetType: "post", targetId: postId, reason: "spam", description: "Followers" },
      } as Body,
      rows: (db: Db, id: string) => rowsOf(db, reports, reports.reporterId, id),
    },
    {
      name: "membership request",
      url: "/api/cities/cape-town/membership-requests",
      body: { json: joinAnswers } as Body,
      rows: (db: Db, id: string) => rowsOf(db, membershipRequests, membershipRequests.userId, id),
    },
  ];
}
