// What each notification says, for the bell (built on the web in the reader's language)
// and the email (built on the server in the recipient's): one set of ICU messages, so
// the two never drift apart (issue 30). Not imported by the bell's button: only the
// menu and the pages that list notifications load it.
import { directoryKindRows } from "./directory-kinds.ts";
import { defineMessages, type Message } from "./i18n/define-messages.ts";
import type { NotificationKind } from "./notifications-rules.ts";

export const notificationSentences = defineMessages({
  someone: { id: "notifications.someone", defaultMessage: "Someone" },
  commentOnPost: {
    id: "notifications.commentOnPost",
    defaultMessage: '{actor} commented on your post "{title}"',
  },
  reactionOnPost: {
    id: "notifications.reactionOnPost",
    defaultMessage:
      '{others, plural, =0 {{actor} reacted to your post "{title}"} one {{actor} and # other reacted to your post "{title}"} other {{actor} and # others reacted to your post "{title}"}}',
  },
  membershipApproved: {
    id: "notifications.membershipApproved",
    defaultMessage: "Your request to join {title} was approved",
  },
  membershipRejected: {
    id: "notifications.membershipRejected",
    defaultMessage: "Your request to join {title} was not approved",
  },
  reportHandled: {
    id: "notifications.reportHandled",
    defaultMessage: 'Your report about "{title}" was handled',
  },
  eventChanged: {
    id: "notifications.eventChanged",
    defaultMessage: '"{title}", which you are going to, has changed',
  },
  eventCancelled: { id: "notifications.eventCancelled", defaultMessage: '"{title}" was cancelled' },
  membershipRequest: {
    id: "notifications.membershipRequest",
    defaultMessage: "{actor} asked to join {title}",
  },
  newReport: { id: "notifications.newReport", defaultMessage: 'New report: "{title}"' },
  usernameChanged: {
    id: "notifications.usernameChanged",
    defaultMessage:
      'Your username is now "{title}" because another member had the same name. You can choose another on your profile',
  },
  dataExportReady: {
    id: "account.export.notification",
    defaultMessage: "Your data is ready to download. The link works for 7 days",
  },
  newMessage: {
    id: "notifications.newMessage",
    defaultMessage: "{actor} sent you a message",
  },
  itemSold: {
    id: "notifications.itemSold",
    defaultMessage: '"{title}": This item has been sold',
  },
  savedSearchMatch: {
    id: "notifications.savedSearchMatch",
    defaultMessage: 'New match for your saved search "{search}": {title}',
  },
  waitlistPromoted: {
    id: "notifications.waitlistPromoted",
    defaultMessage:
      'A place came free: you are going to "{title}". Not coming after all? Leave so the next person gets it',
  },
  eventReminderDay: {
    id: "notifications.eventReminderDay",
    defaultMessage: 'Tomorrow: "{title}"',
  },
  eventReminderHour: {
    id: "notifications.eventReminderHour",
    defaultMessage: 'In an hour: "{title}"',
  },
  bookmarkReminder: {
    id: "notifications.bookmarkReminder",
    defaultMessage: 'You asked to be reminded today: "{title}"',
  },
  mention: { id: "notifications.mention", defaultMessage: '{actor} mentioned you: "{title}"' },
  contentRemoved: {
    id: "notifications.contentRemoved",
    defaultMessage:
      'A moderator removed your {what, select, post {post} comment {comment} listing {listing} property {property} restaurant {restaurant} shop {shop} event {event} other {content}} "{title}". If you think this was a mistake, reply to the email about it and a moderator will look again.',
  },
  // A directory added later than the selects above: {what} is its row's word, already said.
  contentRemovedNamed: {
    id: "notifications.contentRemovedNamed",
    defaultMessage:
      'A moderator removed your {what} "{title}". If you think this was a mistake, reply to the email about it and a moderator will look again.',
  },
  contentRemovedNamedWithReason: {
    id: "notifications.contentRemovedNamedWithReason",
    defaultMessage:
      'A moderator removed your {what} "{title}". Reason: {reason}{stop} If you think this was a mistake, reply to the email about it and a moderator will look again.',
  },
  contentRemovedWithReason: {
    id: "notifications.contentRemovedWithReason",
    defaultMessage:
      'A moderator removed your {what, select, post {post} comment {comment} listing {listing} property {property} restaurant {restaurant} shop {shop} event {event} other {content}} "{title}". Reason: {reason}{stop} If you think this was a mistake, reply to the email about it and a moderator will look again.',
  },
});

/** A message and its values, as both sides format them. */
export type NotificationWords = { descriptor: Message; values: Record<string, string | number> };

/** What a notification row carries that its sentence needs. */
export type NotificationFacts = {
  kind: NotificationKind;
  title: string;
  actorName: string | null;
  count: number;
  detail?: string | null;
  targetId?: string | null;
};

const byKind: Record<Exclude<NotificationKind, "content_removed">, Message> = {
  comment_on_post: notificationSentences.commentOnPost,
  reaction_on_post: notificationSentences.reactionOnPost,
  membership_approved: notificationSentences.membershipApproved,
  membership_rejected: notificationSentences.membershipRejected,
  report_handled: notificationSentences.reportHandled,
  event_changed: notificationSentences.eventChanged,
  // Said to people going and to those interested (issue 28): true for both.
  event_cancelled: notificationSentences.eventCancelled,
  membership_request: notificationSentences.membershipRequest,
  new_report: notificationSentences.newReport,
  // Issue 28's migration: the new name is the title; the name it shared is not repeated.
  username_changed: notificationSentences.usernameChanged,
  data_export_ready: notificationSentences.dataExportReady,
  new_message: notificationSentences.newMessage,
  item_sold: notificationSentences.itemSold,
  // The saved search's name is the notice's detail.
  saved_search_match: notificationSentences.savedSearchMatch,
  waitlist_promoted: notificationSentences.waitlistPromoted,
  event_reminder_day: notificationSentences.eventReminderDay,
  event_reminder_hour: notificationSentences.eventReminderHour,
  // The same for a post and a comment: the title is the post's first words.
  mention: notificationSentences.mention,
  bookmark_reminder: notificationSentences.bookmarkReminder,
};

/** The kinds the removal sentences' selects name; a directory added later names itself. */
const selectKinds = ["post", "comment", "listing", "property", "restaurant", "shop", "event"];

/**
 * A directory's word for a removal notice ("service", in the reader's language) when the
 * selects do not name its kind: its row's `word` in contracts/directory-kinds.ts.
 */
export function ownKindWord(kind: string, say?: (message: Message) => string) {
  if (!say || selectKinds.includes(kind)) return undefined;
  const row = directoryKindRows.find((known) => known.kind === kind);
  return row && say(row.word);
}

/**
 * The sentence of a notification as a message and values; `someone` is "Someone" in
 * the reader's language, for a notice whose actor has no name; `say` words a directory's
 * kind that the selects do not name.
 */
export function notificationWords(
  row: NotificationFacts,
  someone: string,
  say?: (message: Message) => string,
): NotificationWords {
  const title = row.title;
  const actor = row.actorName ?? someone;
  if (row.kind === "content_removed") {
    // The notice's target id is "<kind>:<id>" (moderation's content-removal.ts), naming the kind.
    const kind = (row.targetId ?? "").split(":")[0] || "content";
    const own = ownKindWord(kind, say);
    const what = own ?? kind;
    const reason = row.detail ?? null;
    if (!reason) {
      const descriptor = own
        ? notificationSentences.contentRemovedNamed
        : notificationSentences.contentRemoved;
      return { descriptor, values: { what, title } };
    }
    // A note that ends its own sentence keeps its stop: "Reason: Spam: not here." not "here..".
    const stop = /[.!?]$/.test(reason) ? "" : ".";
    return {
      descriptor: own
        ? notificationSentences.contentRemovedNamedWithReason
        : notificationSentences.contentRemovedWithReason,
      values: { what, title, reason, stop },
    };
  }
  return {
    descriptor: byKind[row.kind],
    values: { actor, title, others: Math.max(row.count - 1, 0), search: row.detail ?? "" },
  };
}
