import { defineMessages } from "../../contracts/i18n/define-messages.ts";

/** The words of a moderation refusal, shared by the policies that moderate. */
export const moderationMessages = defineMessages({
  notModerator: {
    id: "policies.notModerator",
    defaultMessage: "Only an admin or a moderator of this city can do that.",
  },
  adminsOnly: { id: "policies.adminsOnly", defaultMessage: "Only an admin can do that." },
});
