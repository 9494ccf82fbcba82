// Test support: a city as GET /api/cities/:city presents it to the viewer.
import type { CityDetail } from "../../contracts/communities.ts";

export const aCity = (overrides: Partial<CityDetail> = {}): CityDetail => ({
  slug: "gold-coast",
  name: "Gold Coast",
  tagline: "Surf breaks and sunshine.",
  timeZone: "Australia/Brisbane",
  utcOffsetMinutes: 600,
  locale: "en-AU",
  currency: "AUD",
  coverUrl: null,
  viewerStatus: "none",
  memberCount: 0,
  ...overrides,
});
