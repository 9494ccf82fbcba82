// What "Download my data" holds (issue 31, scope 10): one JSON file per kind of row
// about or by the member. Each part names its table, the columns that point at the
// member, and what of each row goes out. Secrets never do (password hashes, session
// and OAuth tokens, authenticator secrets, backup codes), nor anything of another
// member's that is not already public to the member (their email, their answers).
// export-coverage.test.ts lists every table with a column pointing at a user and fails
// when a column is neither covered here nor left out with its reason (export-left-out.ts).

import { getTableName } from "drizzle-orm";
import { directories } from "../../directories/registry.ts";

export interface ExportPart {
  /** The file in the zip. */
  file: string;
  table: string;
  /** The columns that name the member; a row is theirs when any of them does. */
  userColumns: readonly string[];
  /**
   * What goes out of each row, as SQL over the row `t`: an allowlist where the table
   * holds secrets, else the whole row less what another member owns.
   */
  select: string;
  /** Stored files the rows name, exported as they are stored. */
  files?: "imageKey" | "photos" | "avatarUrl";
}

// A whole row, less some columns (search vectors are derived, not written by anyone).
const rowLess = (...columns: string[]) =>
  [
    "to_jsonb(t)",
    "'search'",
    "'search_document'",
    "'search_name'",
    ...columns.map((column) => `'${column}'`),
  ].join(" - ");
const whole = rowLess();
const columns = (...names: string[]) =>
  `jsonb_build_object(${names.map((name) => `'${name}', t.${name}`).join(", ")})`;

export const exportParts: readonly ExportPart[] = [
  {
    file: "account.json",
    table: "users",
    userColumns: ["id"],
    select: columns(
      "id",
      "name",
      "email",
      "email_verified",
      "image",
      "role",
      "banned",
      "ban_reason",
      "ban_expires",
      "created_at",
      "updated_at",
    ),
    files: "avatarUrl",
  },
  {
    file: "profile.json",
    table: "profiles",
    userColumns: ["id"],
    select: whole,
    files: "avatarUrl",
  },
  {
    // How they sign in, never the password hash or the provider's tokens.
    file: "sign-in-methods.json",
    table: "accounts",
    userColumns: ["user_id"],
    select: columns("id", "provider_id", "account_id", "scope", "created_at", "updated_at"),
  },
  {
    // Never the token, which would sign in as them.
    file: "sessions.json",
    table: "sessions",
    userColumns: ["user_id"],
    select: columns("id", "ip_address", "user_agent", "expires_at", "created_at", "updated_at"),
  },
  { file: "memberships.json", table: "memberships", userColumns: ["user_id"], select: whole },
  {
    // Their join answers and the decision; who decided is the city's business.
    file: "membership-requests.json",
    table: "membership_requests",
    userColumns: ["user_id"],
    select: rowLess("decided_by"),
  },
  {
    file: "moderator-roles.json",
    table: "city_moderators",
    userColumns: ["user_id", "appointed_by"],
    select: whole,
  },
  {
    // With its content warning, and its photos in order with their alt text (issue 35).
    file: "posts.json",
    table: "posts",
    userColumns: ["user_id"],
    select: `${whole} || jsonb_build_object('photos', (select coalesce(jsonb_agg(jsonb_build_object(
      'key', pp.image_key, 'thumbnailKey', pp.thumbnail_key, 'width', pp.width,
      'height', pp.height, 'alt', pp.alt) order by pp.position), '[]'::jsonb)
      from post_photos pp where pp.post_id = t.id))`,
    files: "photos",
  },
  { file: "comments.json", table: "post_comments", userColumns: ["user_id"], select: whole },
  // The earlier texts of the member's edited posts and comments (issue 35): they edit only their own.
  { file: "post-versions.json", table: "post_versions", userColumns: ["editor_id"], select: whole },
  {
    file: "comment-versions.json",
    table: "comment_versions",
    userColumns: ["editor_id"],
    select: whole,
  },
  { file: "reactions.json", table: "post_reactions", userColumns: ["user_id"], select: whole },
  { file: "polls.json", table: "polls", userColumns: ["created_by"], select: whole },
  { file: "votes.json", table: "poll_votes", userColumns: ["user_id"], select: whole },
  // Every directory's entries (server/features/directories/registry.ts), one file each,
  // named by its API collection ("marketplace-items.json"), with their photos.
  ...directories.map(
    (d): ExportPart => ({
      file: `${d.path}.json`,
      table: getTableName(d.table),
      userColumns: ["user_id"],
      select: whole,
      files: d.photos.kind === "set" ? "photos" : "imageKey",
    }),
  ),
  {
    file: "events.json",
    table: "events",
    userColumns: ["organiser_id"],
    select: whole,
    files: "imageKey",
  },
  {
    // A repeating event's rule and template (issue 36); its dates are in events.json.
    file: "event-series.json",
    table: "event_series",
    userColumns: ["organiser_id"],
    select: whole,
    files: "imageKey",
  },
  { file: "rsvps.json", table: "event_rsvps", userColumns: ["user_id"], select: whole },
  { file: "saved-items.json", table: "saved_items", userColumns: ["user_id"], select: whole },
  { file: "saved-searches.json", table: "saved_searches", userColumns: ["user_id"], select: whole },
  {
    // Reports they filed; whose content it was is not theirs to know by id.
    file: "reports.json",
    table: "reports",
    userColumns: ["reporter_id"],
    select: rowLess("target_author_id", "decided_by"),
  },
  {
    // What they did as a moderator; `details` may copy the other member's words.
    file: "moderation-actions.json",
    table: "moderation_log",
    userColumns: ["actor_id"],
    select: rowLess("details"),
  },
  {
    // The actor's public name is kept, their id is not needed.
    file: "notifications.json",
    table: "notifications",
    userColumns: ["user_id"],
    select: rowLess("actor_id"),
  },
  // Messages (issue 32): their conversations, their side of each, what they wrote,
  // whom they blocked and who may message them.
  {
    file: "conversations.json",
    table: "conversations",
    userColumns: ["user_low", "user_high", "started_by"],
    select: whole,
  },
  {
    file: "conversation-reads.json",
    table: "conversation_members",
    userColumns: ["user_id"],
    select: whole,
  },
  { file: "messages.json", table: "messages", userColumns: ["author_id"], select: whole },
  {
    // The photos they sent in messages, with the files themselves.
    file: "message-photos.json",
    table: "message_photos",
    userColumns: ["author_id"],
    select: whole,
    files: "imageKey",
  },
  { file: "blocks.json", table: "message_blocks", userColumns: ["blocker_id"], select: whole },
  {
    file: "message-setting.json",
    table: "message_settings",
    userColumns: ["user_id"],
    select: whole,
  },
  {
    file: "email-preferences.json",
    table: "email_preferences",
    userColumns: ["user_id"],
    select: whole,
  },
  {
    // The notifications grid's push and in-app choices, and quiet hours (issue 33).
    file: "notification-preferences.json",
    table: "notification_channel_preferences",
    userColumns: ["user_id"],
    select: whole,
  },
  { file: "quiet-hours.json", table: "push_quiet_hours", userColumns: ["user_id"], select: whole },
  {
    // The devices that get push; not their encryption keys.
    file: "push-devices.json",
    table: "push_subscriptions",
    userColumns: ["user_id"],
    select: columns("id", "endpoint", "created_at", "updated_at"),
  },
  { file: "digest-emails.json", table: "digest_sends", userColumns: ["user_id"], select: whole },
  // Issue 31's own tables, each from its part.
  { file: "account-events.json", table: "account_events", userColumns: ["user_id"], select: whole },
  {
    file: "email-changes.json",
    table: "email_changes",
    userColumns: ["user_id"],
    select: whole,
  },
  {
    // Whether an authenticator is set up; never its secret or the backup codes.
    file: "second-factor.json",
    table: "two_factors",
    userColumns: ["user_id"],
    select: columns("id", "verified", "created_at"),
  },
  {
    // Their passkeys' names and kinds; the public key is no use to anyone outside.
    file: "passkeys.json",
    table: "passkeys",
    userColumns: ["user_id"],
    select: columns("id", "name", "device_type", "backed_up", "transports", "aaguid", "created_at"),
  },
  {
    file: "account-deletion.json",
    table: "account_deletions",
    userColumns: ["user_id"],
    select: columns("created_at", "due_at", "cancelled_at"),
  },
  {
    // The invitation they accepted, never its token's hash.
    file: "invite.json",
    table: "invites",
    userColumns: ["accepted_by"],
    select: columns("id", "email", "city_id", "created_at", "expires_at", "accepted_at"),
  },
];
