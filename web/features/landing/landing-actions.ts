import type { Viewer } from "../../../contracts/profiles.ts";

export type LandingAction = { label: string; to: string };

/**
 * What the landing page invites each kind of reader to do next. Visitors get the
 * spec's "Join Now" to sign-up; signed-in readers are not asked to sign up again.
 */
export function landingActions(viewer: Viewer | null): {
  primary: LandingAction;
  secondary?: LandingAction;
} {
  const explore = { label: "Explore communities", to: "/communities" };
  if (!viewer)
    return { primary: { label: "Join Now", to: "/auth?mode=signup" }, secondary: explore };
  if (viewer.memberships.length > 0) {
    return { primary: { label: "Open your feed", to: "/feed" }, secondary: explore };
  }
  return { primary: explore };
}
