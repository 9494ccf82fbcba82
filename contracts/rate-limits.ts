// Per-user limits on writes, shared by every app instance (counted in the
// database). One table so the web can show them and docs/security.md can quote them.

export const rateLimits = {
  post: { max: 10, windowSeconds: 60 },
  comment: { max: 30, windowSeconds: 60 },
  /** Editing one's posts and comments (issue 35). */
  edit: { max: 30, windowSeconds: 60 },
  reaction: { max: 60, windowSeconds: 60 },
  vote: { max: 30, windowSeconds: 60 },
  /** Creating, editing, re-statusing or deleting a marketplace item or a property. */
  listing: { max: 30, windowSeconds: 10 * 60 },
  /** Creating, editing or deleting a restaurant or a shop. */
  business: { max: 30, windowSeconds: 10 * 60 },
  /** Saving and unsaving listings and properties (decision 22). */
  save: { max: 60, windowSeconds: 60 },
  /** Creating, editing and cancelling events. */
  event: { max: 20, windowSeconds: 60 * 60 },
  rsvp: { max: 30, windowSeconds: 60 },
  /** Every stored image: avatars and post photos (later listings, events...). */
  upload: { max: 20, windowSeconds: 10 * 60 },
  /** Filing reports (decision 24). */
  report: { max: 10, windowSeconds: 10 * 60 },
  /** Switching the active community in the nav's city switcher (decision 13). */
  activeCity: { max: 30, windowSeconds: 60 },
  /** Adding a city (admins, decision 27). */
  city: { max: 10, windowSeconds: 60 * 60 },
  /** Marking notifications read (issue 13): generous, a click each. */
  notificationRead: { max: 120, windowSeconds: 60 },
  /** Changing one's email choices on the profile, and unsubscribing from a mailed link. */
  emailPreferences: { max: 30, windowSeconds: 60 },
  /** Turning push on or off on a device (issue 33): a few per sign-in. */
  pushSubscription: { max: 30, windowSeconds: 60 },
  /** Linking or unlinking a sign-in, and scheduling one's own deletion (issue 31): each one emails the member. */
  accountSecurity: { max: 20, windowSeconds: 10 * 60 },
  /** Signing out another device, or all others (issue 31): each one emails the member. */
  sessionEnd: { max: 30, windowSeconds: 10 * 60 },
  /** Asking to change one's email (issue 31): each sends two mails. */
  emailChange: { max: 5, windowSeconds: 60 * 60 },
  /** An admin inviting an address to a city (issue 31): each one sends a mail. */
  invite: { max: 30, windowSeconds: 60 * 60 },
  /** Starting a conversation (issue 32, decision 072): members with a history, 20 a day. */
  conversation: { max: 20, windowSeconds: 24 * 60 * 60 },
  /** Starting a conversation from a new account (under 24 hours old, or nothing posted): 3 a day. */
  newConversation: { max: 3, windowSeconds: 24 * 60 * 60 },
  /** Sending messages, in any conversation. */
  message: { max: 20, windowSeconds: 60 },
  /** Searching a city (issue 34), per signed-in account. */
  search: { max: 60, windowSeconds: 60 },
  /** Searching a city, per IP address, signed in or not. */
  searchFromAddress: { max: 120, windowSeconds: 60 },
  /** Asking for members to @mention while typing (issue 35): a lookup per pause in typing. */
  mentionSuggest: { max: 120, windowSeconds: 60 },
  /** Saving, renaming, pausing and deleting one's saved searches (issue 34). */
  savedSearch: { max: 30, windowSeconds: 60 },
  /** Asking for a link's card while writing a post (issue 35): each may fetch a page. */
  linkPreview: { max: 30, windowSeconds: 60 },
} as const satisfies Record<string, { max: number; windowSeconds: number }>;

export type RateLimitedAction = keyof typeof rateLimits;

/** The refusal's message; `retryAfterSeconds` is also sent as the Retry-After header. */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = minutes <= 1 ? "a minute" : `${minutes} minutes`;
  return `You're doing that too often. Please wait ${wait} and try again.`;
}
