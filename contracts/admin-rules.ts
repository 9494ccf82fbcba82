// The admin dashboard's tabs, limits and words without zod: pages import these at once,
// and contracts/admin.ts (which re-exports them) the server (decision 037).

export const adminTabs = [
  "Pending Users",
  "Users",
  "Cities",
  "Marketplace",
  "Properties",
  "Reports",
  "Activity",
  "Outbox",
] as const;

/** Mail kept instead of sent when SMTP_URL is unset (decision 012); admins read it in the Outbox tab. */
export const outboxLimits = { defaultCount: 50, maxCount: 100 } as const;

export const adminUserLimits = { pageSize: 25, maxPageSize: 100 } as const;

export const adminMessages = {
  notYourself: "You cannot do that to your own account.",
  userNotFound: "User not found.",
  notAMember: "Only an active member of the city can moderate it.",
  alreadyModerator: "That member already moderates this city.",
  notAModerator: "That member does not moderate this city.",
  deletedUser: "Deleted user",
} as const;

/** An admin adds a city (decision 27): the slug comes from the name. */
export const cityMessages = {
  nameRequired: "A city needs a name.",
  timeZone: "Choose a time zone from the list.",
  slugTaken: "A city with that name already exists.",
} as const;
export const slugFromName = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
