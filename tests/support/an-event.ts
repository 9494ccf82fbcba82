// Test support: an event as GET /api/events/:id presents it.
import type { EventDetail } from "../../contracts/events.ts";

export const anEvent = (overrides: Partial<EventDetail> = {}): EventDetail => ({
  id: "8a1f6c2e-7a4b-4c1e-9f3d-2b5a6c7d8e9f",
  citySlug: "gold-coast",
  title: "Burleigh beach clean-up",
  venue: "Burleigh Heads surf club",
  address: "Goodwin Terrace, Burleigh Heads QLD",
  // 9:00 to 11:30 AM in Brisbane (UTC+10 all year).
  startsAt: "2031-03-09T23:00:00.000Z",
  endsAt: "2031-03-10T01:30:00.000Z",
  startsAtLocal: "2031-03-10T09:00",
  endsAtLocal: "2031-03-10T11:30",
  timeZone: "Australia/Brisbane",
  thumbnailUrl: null,
  imageUrl: null,
  capacity: 50,
  goingCount: 19,
  interestedCount: 4,
  cancelled: false,
  description: "Bags and gloves provided.",
  organiser: { id: "user-ana", username: "ana", avatarUrl: null },
  going: [{ id: "user-ben", username: "ben", avatarUrl: null }],
  myRsvp: null,
  canEdit: false,
  canDelete: false,
  canRsvp: true,
  full: false,
  past: false,
  ...overrides,
});
