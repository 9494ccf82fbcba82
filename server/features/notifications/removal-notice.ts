import {
  type RemovableKind,
  removableKinds,
  removableLabels,
  removalMessages,
} from "../../../contracts/moderation.ts";

/**
 * The bell's sentence for a moderator's removal (decision 057): what was removed,
 * why, and how to ask about it. The notice's target id is "<kind>:<id>"
 * (server/features/moderation/content-removal.ts), which names the kind.
 */
export function removedSentence(targetId: string, title: string, reason: string | null): string {
  const kind = targetId.split(":")[0] as RemovableKind;
  const what = removableKinds.includes(kind) ? removableLabels[kind] : "content";
  // A note that ends its own sentence keeps its stop: "Reason: Spam: not here." not "here..".
  const why = reason ? ` Reason: ${reason}${/[.!?]$/.test(reason) ? "" : "."}` : "";
  return `A moderator removed your ${what} ${title}.${why} ${removalMessages.howToReply}`;
}
