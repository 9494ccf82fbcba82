// A member's page within a city, without zod: the feed, the comments and the members
// list link names here, and contracts/member-profiles.ts re-exports it (decision 037).

import { defineMessages } from "./i18n/define-messages.ts";

export const memberProfileLimits = { recentPosts: 5, recentListings: 6, excerpt: 240 } as const;

export const memberProfileMessages = defineMessages({
  notFound: { id: "profiles.memberNotFound", defaultMessage: "Member not found." },
});

/** The page's address for a name: /city/gold-coast/members/Wave%20Rider. */
export const memberProfilePath = (citySlug: string, username: string) =>
  `/city/${encodeURIComponent(citySlug)}/members/${encodeURIComponent(username)}`;
