// Test support: the signed-in user as GET /api/me presents them, and their memberships.
import type { Viewer } from "../../contracts/profiles.ts";

type Membership = Viewer["memberships"][number];

/**
 * Ana, signed in, a member of nothing yet; tests override what they need. Her active
 * community is her newest membership unless a test picks another (decision 13).
 */
export const aViewer = (overrides: Partial<Viewer> = {}): Viewer => ({
  activeCitySlug: overrides.memberships?.[0]?.citySlug ?? null,
  id: "user-ana",
  email: "ana@example.com",
  username: "ana",
  avatarUrl: null,
  isAdmin: false,
  memberships: [],
  pendingCitySlugs: [],
  notices: [],
  moderates: [],
  secondFactorRequired: false,
  ...overrides,
});

/** An active membership; the viewer's first one is their active community. */
export const aMembership = (
  citySlug: string,
  cityName: string,
  joinedAt = "2026-01-01T00:00:00.000Z",
): Membership => ({ citySlug, cityName, joinedAt });
