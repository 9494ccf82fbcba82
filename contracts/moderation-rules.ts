// A moderator's removal of someone else's content (issue 27 item 9, decision 057),
// without zod: the delete dialogs import these, contracts/moderation.ts the server.

import { byDirectoryKind, directoryKinds } from "./directory-kinds.ts";
import { defineMessages, englishOf } from "./i18n/define-messages.ts";

/** Why a moderator removed it: one short list, shown in the dialog, the notice and the Activity tab. */
export const removalReasons = [
  "spam",
  "harassment",
  "off_topic",
  "inappropriate",
  "other",
] as const;
export type RemovalReason = (typeof removalReasons)[number];

export const removalReasonWords = defineMessages({
  spam: { id: "moderation.reason.spam", defaultMessage: "Spam" },
  harassment: { id: "moderation.reason.harassment", defaultMessage: "Harassment" },
  off_topic: { id: "moderation.reason.off_topic", defaultMessage: "Off-topic" },
  inappropriate: { id: "moderation.reason.inappropriate", defaultMessage: "Inappropriate" },
  other: { id: "moderation.reason.other", defaultMessage: "Other" },
}) satisfies Record<RemovalReason, unknown>;

/** The English labels (the notice and the Activity tab's words); pages say `removalReasonWords`. */
export const removalReasonLabels: Record<RemovalReason, string> = englishOf(removalReasonWords);

/** What a moderator can remove, as the author's notice names it ("your post"). */
export const removableKinds = ["post", "comment", ...directoryKinds, "event"] as const;
export type RemovableKind = (typeof removableKinds)[number];

export const removableWords = defineMessages({
  post: { id: "moderation.kind.post", defaultMessage: "post" },
  comment: { id: "moderation.kind.comment", defaultMessage: "comment" },
  // A directory's word is its row's in contracts/directory-kinds.ts.
  ...byDirectoryKind((row) => row.word),
  event: { id: "moderation.kind.event", defaultMessage: "event" },
}) satisfies Record<RemovableKind, unknown>;

export const removableLabels: Record<RemovableKind, string> = englishOf(removableWords);

export const removalLimits = { noteMax: 500 } as const;

export const removalWords = defineMessages({
  reasonRequired: {
    id: "moderation.reasonRequired",
    defaultMessage: "Choose a reason: the author is told why it was removed.",
  },
  noteTooLong: {
    id: "moderation.noteTooLong",
    defaultMessage: "Please keep the note under 500 characters.",
  },
  reasonLabel: { id: "moderation.reasonLabel", defaultMessage: "Reason" },
  reasonPlaceholder: { id: "moderation.reasonPlaceholder", defaultMessage: "Choose a reason" },
  noteLabel: { id: "moderation.noteLabel", defaultMessage: "Note to the author (optional)" },
  /** Said in the dialog, so the moderator knows who reads it. */
  authorIsTold: {
    id: "moderation.authorIsTold",
    defaultMessage: "The author is told what was removed and why, and how to ask about it.",
  },
  /** How the author answers: the notice's mail comes from Coastal's address, which the team reads. */
  howToReply: {
    id: "moderation.howToReply",
    defaultMessage:
      "If you think this was a mistake, reply to the email about it and a moderator will look again.",
  },
});

/** The English words, for zod and the dialogs that still take text (translated by their words). */
export const removalMessages = englishOf(removalWords);

/** The reason as the notice and the Activity tab say it: "Spam", or "Spam: their note". */
export const removalText = (removal: { reason: RemovalReason; note?: string | null }) =>
  removal.note
    ? `${removalReasonLabels[removal.reason]}: ${removal.note}`
    : removalReasonLabels[removal.reason];
