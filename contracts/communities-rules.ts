// The communities' words and rules without zod: pages import these at once, and
// contracts/communities.ts (which re-exports them) where a form or the server checks (decision 037).

export const viewerCityStatus = ["member", "pending", "none"] as const;

/** "gold-coast" -> "Gold Coast" (spec: hyphens to spaces, each word capitalised). */
export const cityNameFromSlug = (slug: string) =>
  slug
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");

export const residentStatuses = ["resident", "visitor", "planning", "interested"] as const;

export const residentStatusLabels: Record<(typeof residentStatuses)[number], string> = {
  resident: "I live here",
  visitor: "I'm visiting",
  planning: "I'm planning to move here",
  interested: "I'm interested in the area",
};

export const communityMessages = {
  emptyFields: "Please fill in all fields",
  pendingExists:
    "You already have a pending request for this community. Please wait for admin approval.",
  alreadyMember: "You are already a member of this community.",
  submitFailed: "Failed to submit request",
  submitError: "An error occurred while submitting your request",
  checkFailed: "Failed to check membership status. Please try again.",
  cityNotFound: "City not found",
  requestSent: "Request submitted! An admin will review it soon.",
  pendingTitle: "Membership Pending",
  noMembers: "No members yet.",
  membersOnly: "You must be an active member of this community to see that.",
  alreadyDecided: "This request has already been decided.",
  requestNotFound: "Membership request not found.",
  authError: "Authentication error. Please log in again.",
} as const;
