// A moderator's removal of someone else's content (issue 27 item 9, decision 057),
// without zod: the delete dialogs import these, contracts/moderation.ts the server.

/** Why a moderator removed it: one short list, shown in the dialog, the notice and the Activity tab. */
export const removalReasons = [
  "spam",
  "harassment",
  "off_topic",
  "inappropriate",
  "other",
] as const;
export type RemovalReason = (typeof removalReasons)[number];

export const removalReasonLabels: Record<RemovalReason, string> = {
  spam: "Spam",
  harassment: "Harassment",
  off_topic: "Off-topic",
  inappropriate: "Inappropriate",
  other: "Other",
};

/** What a moderator can remove, as the author's notice names it ("your post"). */
export const removableKinds = [
  "post",
  "comment",
  "listing",
  "property",
  "restaurant",
  "shop",
  "event",
] as const;
export type RemovableKind = (typeof removableKinds)[number];

export const removableLabels: Record<RemovableKind, string> = {
  post: "post",
  comment: "comment",
  listing: "listing",
  property: "property",
  restaurant: "restaurant",
  shop: "shop",
  event: "event",
};

export const removalLimits = { noteMax: 500 } as const;

export const removalMessages = {
  reasonRequired: "Choose a reason: the author is told why it was removed.",
  noteTooLong: `Please keep the note under ${removalLimits.noteMax} characters.`,
  reasonLabel: "Reason",
  reasonPlaceholder: "Choose a reason",
  noteLabel: "Note to the author (optional)",
  /** Said in the dialog, so the moderator knows who reads it. */
  authorIsTold: "The author is told what was removed and why, and how to ask about it.",
  /** How the author answers: the notice's mail comes from Coastal's address, which the team reads. */
  howToReply:
    "If you think this was a mistake, reply to the email about it and a moderator will look again.",
} as const;

/** The reason as the notice and the Activity tab say it: "Spam", or "Spam: their note". */
export const removalText = (removal: { reason: RemovalReason; note?: string | null }) =>
  removal.note
    ? `${removalReasonLabels[removal.reason]}: ${removal.note}`
    : removalReasonLabels[removal.reason];
