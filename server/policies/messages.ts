/** The words of a moderation refusal, shared by the policies that moderate. */
export const moderationMessages = {
  notModerator: "Only an admin or a moderator of this city can do that.",
  adminsOnly: "Only an admin can do that.",
} as const;
