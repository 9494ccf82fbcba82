import {
  type ModeratorRemoval,
  type RemovableKind,
  type Removal,
  removalMessages,
  removalText,
} from "../../../contracts/moderation.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { Viewer } from "../../session/session.ts";
import { type NotifyContext, notify } from "../notifications/notifications.service.ts";
import { removalMail } from "../notifications/removal-mail.ts";
import { recordModeration } from "./audit-log.service.ts";

/**
 * A removal by someone other than the author needs its reason (decision 057): a
 * 400 before anything is deleted when it has none. The author's own delete needs
 * nothing (null), whatever the body says.
 */
export function requireRemovalReason(
  asModerator: boolean,
  body: Removal | null | undefined,
): ModeratorRemoval | null {
  if (!asModerator) return null;
  if (!body?.reason) throw new AppError("VALIDATION", 400, removalMessages.reasonRequired);
  return { reason: body.reason, note: body.note };
}

/**
 * After a moderator's removal: the audit row with its reason, then the author's
 * notice (in the bell, and by email per their choice) naming what was removed,
 * why and how to ask about it.
 */
export async function recordRemoval(
  context: NotifyContext,
  input: {
    viewer: Viewer;
    kind: RemovableKind;
    id: string;
    title: string;
    cityId: string | null;
    authorId: string | null;
    removal: ModeratorRemoval;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  const reason = removalText(input.removal);
  await recordModeration(context.db, {
    viewer: input.viewer,
    action: "delete-content",
    target: { type: input.kind, id: input.id, title: input.title },
    cityId: input.cityId,
    reason,
    details: input.details,
  });
  if (!input.authorId) return;
  await tellAuthor(context, { ...input, authorId: input.authorId, reason });
}

/** The author's notice of a removal: in the bell, and by email per their choice. */
export async function tellAuthor(
  context: NotifyContext,
  input: {
    viewer: Viewer;
    kind: RemovableKind;
    id: string;
    title: string;
    authorId: string;
    reason: string;
  },
) {
  await notify(context, {
    recipients: [input.authorId],
    kind: "content_removed",
    // The thing is gone: the notice leads to the notifications page, where it is read in full.
    target: {
      type: "moderation",
      id: `${input.kind}:${input.id}`,
      link: "/notifications",
      title: input.title,
    },
    actorId: input.viewer.id,
    detail: input.reason,
    // Said in the author's language when it is mailed (issue 30).
    mail: removalMail({ kind: input.kind, title: input.title, reason: input.reason }),
  });
}
