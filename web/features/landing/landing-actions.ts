import type { Message } from "../../../contracts/i18n/define-messages.ts";
import { defineMessages } from "../../../contracts/i18n/define-messages.ts";
import type { Viewer } from "../../../contracts/profiles.ts";

const messages = defineMessages({
  explore: { id: "landing.actions.explore", defaultMessage: "Explore communities" },
  join: { id: "landing.actions.join", defaultMessage: "Join Now" },
  feed: { id: "landing.actions.feed", defaultMessage: "Open your feed" },
});

export type LandingAction = { label: Message; to: string };

/**
 * What the landing page invites each kind of reader to do next. Visitors get the
 * spec's "Join Now" to sign-up; signed-in readers are not asked to sign up again.
 */
export function landingActions(viewer: Viewer | null): {
  primary: LandingAction;
  secondary?: LandingAction;
} {
  const explore = { label: messages.explore, to: "/communities" };
  if (!viewer)
    return { primary: { label: messages.join, to: "/auth?mode=signup" }, secondary: explore };
  if (viewer.memberships.length > 0) {
    return { primary: { label: messages.feed, to: "/feed" }, secondary: explore };
  }
  return { primary: explore };
}
