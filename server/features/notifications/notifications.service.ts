import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Language } from "../../../contracts/i18n/languages.ts";
import {
  type Notification,
  type NotificationKind,
  type NotificationPage,
  notificationMessages,
  type notificationTargetTypes,
} from "../../../contracts/notifications.ts";
import type { Db } from "../../db/client.ts";
import { cursorColumn, keysetPage, olderThan } from "../../db/keyset-cursor.ts";
import { cityModerators, events, notifications, posts, user } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { notFound } from "../../platform/http/errors.ts";
import { pushNotification } from "../push/push.service.ts";
import { emailNotification } from "./notification-emails.service.ts";
import { type MailWords, sentence } from "./notification-mail.ts";
import { recordNotifications } from "./record-notifications.ts";

type NotificationRow = typeof notifications.$inferSelect;

export interface NotifyInput {
  /** Who should hear about it; the actor is always left out (never notified of yourself). */
  recipients: string[];
  kind: NotificationKind;
  target: {
    type: (typeof notificationTargetTypes)[number];
    id: string;
    link: string;
    title: string;
  };
  actorId?: string | null;
  /** A moderator's reason, which the sentence names (content_removed, decision 057). */
  detail?: string;
  /**
   * The email's own words where a feature has a fuller mail (a decision's reason); else the
   * sentence. Messages are said in each recipient's language; plain text as it is.
   */
  mail?: { subject: MailWords; body: MailWords };
}

/**
 * What notify() needs: the database and live events for the bell; the mailer,
 * settings and the app's background work for email.
 */
export type NotifyContext = Pick<
  AppContext,
  "db" | "events" | "mailer" | "settings" | "background"
>;

/**
 * Records notifications and tells the recipients' open streams. Features call it
 * AFTER their write commits, so a notification never announces something rolled
 * back; and it never throws: a failed notification must not turn a saved write
 * into an error (a retry would save it twice). Reactions group: while a
 * recipient has an unread reaction row for the post, a new reactor updates that
 * row (count and latest actor) instead of adding one.
 */
export async function notify(context: NotifyContext, input: NotifyInput): Promise<void> {
  const recipients = [...new Set(input.recipients)].filter((id) => id !== input.actorId);
  if (recipients.length === 0) return;
  let actorName: string | null = null;
  const title = input.target.title.slice(0, 120);
  try {
    actorName = await recordNotifications(context.db, {
      recipients,
      kind: input.kind,
      target: input.target,
      title,
      actorId: input.actorId ?? null,
      detail: input.detail ?? null,
    });
  } catch (error) {
    console.error(`notifications: could not record ${input.kind}: ${(error as Error).message}`);
    return;
  }
  await context.events.notificationsChanged(recipients);
  // Email last and after the answer: the bell already has it, whatever happens to
  // the mail, and a slow or stalled mail server must not hold the member's request.
  const email = {
    kind: input.kind,
    targetId: input.target.id,
    facts: {
      kind: input.kind,
      title,
      actorName,
      count: 1,
      detail: input.detail,
      targetId: input.target.id,
    },
    link: input.target.link,
    mail: input.mail,
  };
  context.background.run(`${input.kind} emails`, () =>
    emailNotification(context, recipients, email),
  );
  // Push the same way: after the answer, at most once per notification (push-slots.ts).
  context.background.run(`${input.kind} pushes`, () =>
    pushNotification(context, recipients, {
      kind: input.kind,
      targetId: input.target.id,
      link: input.target.link,
      facts: email.facts,
    }),
  );
}

/** The moderators of a city and every admin: who hears of its requests and reports. */
export async function moderatorsOf(db: Db, cityId: string | null): Promise<string[]> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(
      and(
        sql`not coalesce(${user.banned}, false)`,
        or(
          eq(user.role, "admin"),
          cityId
            ? inArray(
                user.id,
                db
                  .select({ id: cityModerators.userId })
                  .from(cityModerators)
                  .where(eq(cityModerators.cityId, cityId)),
              )
            : sql`false`,
        ),
      ),
    );
  return rows.map((row) => row.id);
}

/** A deleted post or event: its notifications stay and say so. */
const targetGone = sql<boolean>`case ${notifications.targetType}
  when 'post' then not exists (select 1 from ${posts} where ${posts.id}::text = ${notifications.targetId})
  when 'event' then not exists (select 1 from ${events} where ${events.id}::text = ${notifications.targetId})
  else false end`;

export async function listNotifications(
  db: Db,
  query: { userId: string; cursor?: string; limit: number; language?: Language },
): Promise<NotificationPage> {
  const rows = await db
    .select({ row: notifications, gone: targetGone, cursor: cursorColumn(notifications.updatedAt) })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, query.userId),
        query.cursor
          ? olderThan(notifications.updatedAt, notifications.id, query.cursor)
          : undefined,
      ),
    )
    .orderBy(desc(notifications.updatedAt), desc(notifications.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = keysetPage(
    rows.map((r) => ({ ...r, id: r.row.id })),
    query.limit,
  );
  return { items: page.map(({ row, gone }) => present(row, gone, query.language)), nextCursor };
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the viewer's notifications read; someone else's is a 404, as if missing. */
export async function markRead(
  context: Pick<AppContext, "db" | "events">,
  input: { userId: string; id: string },
): Promise<void> {
  const [found] = await context.db
    .select({ id: notifications.id, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, input.id), eq(notifications.userId, input.userId)));
  if (!found) throw notFound(notificationMessages.notFound);
  if (found.readAt) return;
  await context.db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(eq(notifications.id, input.id));
  await context.events.notificationsChanged([input.userId]);
}

export async function markAllRead(
  context: Pick<AppContext, "db" | "events">,
  userId: string,
): Promise<void> {
  await context.db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  await context.events.notificationsChanged([userId]);
}

/** `text` in the reader's language, for clients that do not build the sentence themselves. */
function present(row: NotificationRow, gone: boolean, language?: Language): Notification {
  return {
    id: row.id,
    kind: row.kind,
    text: sentence(row, language),
    title: row.title,
    actorName: row.actorName,
    detail: row.detail,
    targetId: row.targetId,
    link: gone ? null : row.link,
    targetDeleted: gone,
    count: row.count,
    read: row.readAt !== null,
    createdAt: new Date(row.updatedAt).toISOString(),
  };
}
