// The whole schema, one file per feature; drizzle-kit and the db client read this list.
export * from "./schema/auth.ts";
export * from "./schema/communities.ts";
export * from "./schema/dining.ts";
export * from "./schema/events.ts";
export * from "./schema/idempotency.ts";
export * from "./schema/mail.ts";
export * from "./schema/marketplace.ts";
export * from "./schema/moderation.ts";
export * from "./schema/notifications.ts";
export * from "./schema/polls.ts";
export * from "./schema/posts.ts";
export * from "./schema/profiles.ts";
export * from "./schema/properties.ts";
export * from "./schema/saved.ts";
export * from "./schema/shopping.ts";
export * from "./schema/throttles.ts";
