import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { TestApp, TestClient } from "../../../tests/support/test-app.ts";
import { events } from "../../db/schema.ts";

// What the events API tests share: an event's body, creating one, answering one, and time passing.

/** "2026-12-05": the calendar date `days` from now (UTC; any zone is still ahead at +2 days). */
export const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const anEvent = (overrides: Record<string, unknown> = {}) => ({
  title: "Burleigh beach clean-up",
  description: "Bags and gloves provided. Coffee after.",
  startsAt: `${dayFromNow(10)}T09:00`,
  endsAt: `${dayFromNow(10)}T11:30`,
  venue: "Burleigh Heads surf club",
  address: "Goodwin Terrace, Burleigh Heads QLD",
  capacity: 50,
  ...overrides,
});

export async function create(
  client: TestClient,
  overrides: Record<string, unknown> = {},
  city = "gold-coast",
) {
  const response = await client.post(`/api/cities/${city}/events`, anEvent(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; [key: string]: unknown };
}

export const rsvp = (client: TestClient, id: string, status: string) =>
  client.request("PUT", `/api/events/${id}/rsvp`, { status });

/** Moves an event into the past, as time would. */
export async function endInThePast(t: TestApp, id: string) {
  await t.db
    .update(events)
    .set({
      startsAt: sql`now() - interval '3 days'`,
      endsAt: sql`now() - interval '3 days' + interval '2 hours'`,
    })
    .where(eq(events.id, id));
}
