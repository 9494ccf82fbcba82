import { defineMessages } from "../../lib/i18n/use-intl.ts";

// The Users tab's words (users-panel.tsx).

/** What the Ban and Delete dialogs say when their one field is not filled in. */
export const userDialogMessages = defineMessages({
  banReasonRequired: {
    id: "admin.users.banReasonRequired",
    defaultMessage: "Write a reason for the ban: it is kept with the account.",
  },
  typeToDelete: {
    id: "admin.users.typeToDelete",
    defaultMessage: "Type {username} exactly to delete the account.",
  },
});

export const messages = defineMessages({
  search: { id: "admin.users.search", defaultMessage: "Search users" },
  searchPlaceholder: { id: "admin.users.searchPlaceholder", defaultMessage: "Name or email" },
  loading: { id: "admin.users.loading", defaultMessage: "Loading users" },
  couldNotLoad: {
    id: "admin.users.couldNotLoad",
    defaultMessage: "Could not load the users. {why}",
  },
  noMatch: { id: "admin.users.noMatch", defaultMessage: "No users match “{q}”." },
  none: { id: "admin.users.none", defaultMessage: "No users yet." },
  admin: { id: "admin.users.admin", defaultMessage: "Admin" },
  member: { id: "admin.users.member", defaultMessage: "Member" },
  banned: { id: "admin.users.banned", defaultMessage: "Banned" },
  active: { id: "admin.users.active", defaultMessage: "Active" },
  joined: { id: "admin.users.joined", defaultMessage: "joined" },
  cities: { id: "admin.users.cities", defaultMessage: "Cities" },
  moderator: { id: "admin.users.moderator", defaultMessage: "Moderator" },
  removeModerator: { id: "admin.users.removeModerator", defaultMessage: "Remove moderator" },
  makeModerator: { id: "admin.users.makeModerator", defaultMessage: "Make moderator" },
  ofCity: { id: "admin.users.ofCity", defaultMessage: "of {city}: {username}" },
  reason: { id: "admin.users.reason", defaultMessage: "Reason: {reason}" },
  unban: { id: "admin.users.unban", defaultMessage: "Unban" },
  ban: { id: "admin.users.ban", defaultMessage: "Ban" },
  revokeAdmin: { id: "admin.users.revokeAdmin", defaultMessage: "Revoke admin" },
  makeAdmin: { id: "admin.users.makeAdmin", defaultMessage: "Make admin" },
  delete: { id: "admin.users.delete", defaultMessage: "Delete" },
  banTitle: { id: "admin.users.banTitle", defaultMessage: "Ban {username}?" },
  banDescription: {
    id: "admin.users.banDescription",
    defaultMessage:
      "They are signed out everywhere at once and refused sign-in with “Your account has been suspended.”",
  },
  reasonLabel: { id: "admin.users.reasonLabel", defaultMessage: "Reason" },
  deleteTitle: { id: "admin.users.deleteTitle", defaultMessage: "Delete {username}?" },
  deleteDescription: {
    id: "admin.users.deleteDescription",
    defaultMessage:
      "Their account, memberships, posts, comments, listings, properties, events and files are deleted. What others wrote stays. This cannot be undone.",
  },
  deleteAccount: { id: "admin.users.deleteAccount", defaultMessage: "Delete account" },
  typeToConfirm: { id: "admin.users.typeToConfirm", defaultMessage: "Type {username} to confirm" },
});
