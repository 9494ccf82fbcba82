// The communities' words and rules without zod: pages import these at once, and
// contracts/communities.ts (which re-exports them) where a form or the server checks (decision 037).
// What every city page reads (the name from the slug, the gate's words) is city-name.ts.

import { cityLookupMessages } from "./city-name.ts";
import { defineMessages, type Message } from "./i18n/define-messages.ts";

export const viewerCityStatus = ["member", "pending", "none"] as const;

export { cityNameFromSlug } from "./city-name.ts";

export const residentStatuses = ["resident", "visitor", "planning", "interested"] as const;

export const residentStatusLabels = defineMessages({
  resident: { id: "communities.resident", defaultMessage: "I live here" },
  visitor: { id: "communities.visitor", defaultMessage: "I'm visiting" },
  planning: { id: "communities.planning", defaultMessage: "I'm planning to move here" },
  interested: { id: "communities.interested", defaultMessage: "I'm interested in the area" },
}) satisfies Record<(typeof residentStatuses)[number], Message>;

export const communityMessages = {
  ...cityLookupMessages,
  ...defineMessages({
    emptyFields: { id: "communities.emptyFields", defaultMessage: "Please fill in all fields" },
    pendingExists: {
      id: "communities.pendingExists",
      defaultMessage:
        "You already have a pending request for this community. Please wait for admin approval.",
    },
    alreadyMember: {
      id: "communities.alreadyMember",
      defaultMessage: "You are already a member of this community.",
    },
    submitFailed: { id: "communities.submitFailed", defaultMessage: "Failed to submit request" },
    submitError: {
      id: "communities.submitError",
      defaultMessage: "An error occurred while submitting your request",
    },
    requestSent: {
      id: "communities.requestSent",
      defaultMessage: "Request submitted! An admin will review it soon.",
    },
    pendingTitle: { id: "communities.pendingTitle", defaultMessage: "Membership Pending" },
    noMembers: { id: "communities.noMembers", defaultMessage: "No members yet." },
    membersOnly: {
      id: "communities.membersOnly",
      defaultMessage: "You must be an active member of this community to see that.",
    },
    alreadyDecided: {
      id: "communities.alreadyDecided",
      defaultMessage: "This request has already been decided.",
    },
    requestNotFound: {
      id: "communities.requestNotFound",
      defaultMessage: "Membership request not found.",
    },
    authError: {
      id: "communities.authError",
      defaultMessage: "Authentication error. Please log in again.",
    },
    answerTooLong: {
      id: "communities.answerTooLong",
      defaultMessage: "Please keep each answer under 2000 characters.",
    },
  }),
};
