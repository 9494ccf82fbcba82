import type { Viewer } from "../../../contracts/profiles.ts";
import { activeCitySlug } from "../../lib/use-viewer.ts";

// Anything else in storage (an old value, a hand-edited one) must not become a path.
const citySlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Where a user lands after signing in, in the spec's order (section 4, product
 * decision 10): admins (and staff held at second-factor setup) to the dashboard, then a just-approved community, then
 * the active community, else the community list.
 */
export function routeAfterSignIn(viewer: Viewer, approvedCommunity: string | null): string {
  // Staff without a second factor are asked to set one up there first (decision 067).
  if (viewer.isAdmin || viewer.secondFactorRequired) return "/admin";
  if (approvedCommunity && citySlugPattern.test(approvedCommunity)) {
    return `/city/${approvedCommunity}/profile`;
  }
  const active = activeCitySlug(viewer);
  if (active) return `/city/${encodeURIComponent(active)}/profile`;
  return "/communities";
}
