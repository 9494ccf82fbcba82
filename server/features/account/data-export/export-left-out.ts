// What "Download my data" deliberately does not hold (issue 31, scope 10): columns that
// point at the member but belong to someone else's row or are bookkeeping with no content.
// Kept apart from export-parts.ts so each leaving-out stands with its reason; the coverage
// test (export-coverage.test.ts) reads both lists.

/**
 * Columns pointing at a user that the export deliberately leaves out, and why.
 * export-coverage.test.ts reads this list: a new column must be exported or added here.
 */
export const leftOut: Readonly<Record<string, string>> = {
  // Who blocked this member: the blocked person is never told (issue 32).
  "message_blocks.blocked_id": "another member's block, which they are not told of",
  // Other members' join requests this member decided on: their answers are theirs.
  "membership_requests.decided_by": "other members' requests and answers",
  // Reports others filed about this member's content: the reporter and their words are theirs.
  "reports.target_author_id": "reports filed by others",
  // Reports this member handled as a moderator: filed by others, with their words.
  "reports.decided_by": "reports filed by others",
  // Notifications other members received about what this member did: the bell is theirs.
  "notifications.actor_id": "other members' notifications",
  "notification_actors.actor_id": "other members' notifications",
  // Sessions of other members an admin opened as them: those sessions are theirs.
  "sessions.impersonated_by": "other members' sessions",
  // When the last email of a kind went out, to keep to one per 15 minutes: no content.
  "notification_email_state.user_id": "mail bookkeeping, no content",
  // Which notifications were pushed, to push each once (issue 33): no content of its own.
  "push_state.user_id": "push bookkeeping, no content",
  // Which event reminders went out, to send each once (issue 36): no content of its own.
  "event_reminders.user_id": "reminder bookkeeping, no content",
  // Stored answers to retried requests, kept a day: copies of rows exported above.
  "idempotency_keys.user_id": "copies of exported rows, kept a day",
  // Invitations this member sent as an admin: the invitees' addresses are theirs.
  "invites.invited_by": "other people's addresses",
  // Where others @mentioned this member (issue 35): their posts and comments, their words;
  // the member's own mentions of others are in their exported posts' text.
  "post_mentions.user_id": "others' posts and comments that mention this member",
  // The exports themselves: the zip would contain the previous zips.
  "data_exports.user_id": "the exports themselves",
};
