import { and, desc, eq, inArray, sql } from "drizzle-orm";
import {
  type EmailPreferenceKind,
  type EmailPreferences,
  emailDefaults,
  emailLimits,
  emailPreferenceKinds,
  type NotificationKind,
} from "../../../contracts/notifications.ts";
import type { Db } from "../../db/client.ts";
import {
  emailPreferences,
  notificationEmailState,
  notifications,
  profiles,
  user,
} from "../../db/schema.ts";
import {
  confirmSendSlot,
  releaseSendSlot,
  type SlotKey,
  takeSendSlot,
} from "../../db/send-slots.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { type MailPerson, type NotificationEmail, notificationMail } from "./notification-mail.ts";

export {
  emailWithUnsubscribe,
  type NotificationEmail,
  notificationMail,
  sentence,
} from "./notification-mail.ts";

export type EmailContext = Pick<AppContext, "db" | "mailer" | "settings">;

/** The viewer's choices, each kind filled in from the defaults where they never chose. */
export async function getEmailPreferences(db: Db, userId: string): Promise<EmailPreferences> {
  const rows = await db
    .select({ kind: emailPreferences.kind, email: emailPreferences.email })
    .from(emailPreferences)
    .where(eq(emailPreferences.userId, userId));
  const email = { ...emailDefaults };
  for (const row of rows) email[row.kind] = row.email;
  return { email };
}

/** Sets the given choices only; the others stay as they are. */
export async function updateEmailPreferences(
  db: Db,
  input: { userId: string; changes: Partial<Record<EmailPreferenceKind, boolean>> },
): Promise<EmailPreferences> {
  const values = emailPreferenceKinds
    .filter((kind) => input.changes[kind] !== undefined)
    .map((kind) => ({ userId: input.userId, kind, email: input.changes[kind] === true }));
  if (values.length > 0) {
    await db
      .insert(emailPreferences)
      .values(values)
      .onConflictDoUpdate({
        target: [emailPreferences.userId, emailPreferences.kind],
        set: { email: sql`excluded.email`, updatedAt: sql`now()` },
      });
  }
  return getEmailPreferences(db, input.userId);
}

/** Who of `userIds` gets `kind` by email (verified, not banned, not opted out), and in which language. */
export async function emailRecipients(
  db: Db,
  userIds: string[],
  kind: EmailPreferenceKind,
): Promise<MailPerson[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      language: profiles.language,
      choice: emailPreferences.email,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(
      emailPreferences,
      and(eq(emailPreferences.userId, user.id), eq(emailPreferences.kind, kind)),
    )
    .where(and(inArray(user.id, userIds), eq(user.emailVerified, true), eq(user.banned, false)));
  return rows
    .filter((row) => row.choice ?? emailDefaults[kind])
    .map(({ id, email, language }) => ({ id, email, language }));
}

const window = sql`make_interval(mins => ${emailLimits.windowMinutes})`;
// Far longer than a send may take (smtpTransport gives up within a minute), so a
// mail still in flight after it was lost with its process, not merely slow.
const lostAfter = sql`interval '5 minutes'`;

/**
 * The rate rule, in one statement so every instance agrees: the first
 * notification of a kind about a target is mailed and opens a window; those
 * within the window are counted as held; the first after it is mailed and says
 * how many it covers. Returns whether to send now and how many held ones it covers.
 */
const takeEmailSlot = (db: Db, key: SlotKey) =>
  takeSendSlot(db, notificationEmailState, key, {
    lapsed: sql`s.sent_at <= now() - ${window}`,
  });

/** The mail went out: the slot is no longer in flight, so no sweep sends it again. */
const confirmEmailSlot = (db: Db, key: SlotKey) => confirmSendSlot(db, notificationEmailState, key);

/** A mail that did not go out is held again, and due at once: the next email or sweep covers it. */
const releaseEmailSlot = (db: Db, key: SlotKey, covered: number) =>
  releaseSendSlot(db, notificationEmailState, key, covered);

/**
 * Emails a notification to those of `recipients` who want it, within the rate
 * rule. Called by notify() after the notification rows are written, so a mail
 * that fails loses nothing in the bell; it never throws.
 */
export async function emailNotification(
  context: EmailContext,
  recipients: string[],
  email: NotificationEmail,
): Promise<void> {
  try {
    const people = await emailRecipients(context.db, recipients, email.kind);
    await Promise.all(people.map((person) => emailOne(context, person, email)));
  } catch (error) {
    console.error(`notification emails: ${email.kind} not mailed: ${(error as Error).message}`);
  }
}

async function emailOne(context: EmailContext, person: MailPerson, email: NotificationEmail) {
  const key = { userId: person.id, kind: email.kind, targetId: email.targetId };
  const slot = await takeEmailSlot(context.db, key);
  if (!slot.send) return;
  try {
    await context.mailer.send(notificationMail(context.settings, person, email, slot.covered));
  } catch (error) {
    console.error(`notification emails: ${email.kind} mail failed: ${(error as Error).message}`);
    await releaseEmailSlot(context.db, key, slot.covered);
    return;
  }
  // Outside the try: once the mail is out, a failure here must not hold it for sending again.
  await confirmEmailSlot(context.db, key);
}

/**
 * The sweep (run by the scheduler): mails what the window held back once it
 * closed and no newer notification came to carry it, and any mail still in
 * flight long after every SMTP timeout, which a process killed mid-send left
 * behind; that one's notification is counted again. Returns how many it sent.
 */
export async function sendHeldEmails(context: EmailContext, limit = 50): Promise<number> {
  const s = notificationEmailState;
  const { rows } = await context.db.execute<{
    user_id: string;
    kind: NotificationKind;
    target_id: string;
    covered: number;
  }>(sql`
    update ${s} as s set sent_at = now(), held = 0, sending = true,
      covered = s.held + case when s.sending then s.covered + 1 else 0 end
    from (select user_id, kind, target_id from ${s}
          where (held > 0 and sent_at <= now() - ${window})
            or (sending and sent_at <= now() - ${lostAfter})
          order by sent_at limit ${limit} for update skip locked) due
    where s.user_id = due.user_id and s.kind = due.kind and s.target_id = due.target_id
    returning s.user_id, s.kind, s.target_id, s.covered`);
  let sent = 0;
  for (const row of rows) {
    const key = { userId: row.user_id, kind: row.kind, targetId: row.target_id };
    const [person] = await emailRecipients(context.db, [row.user_id], row.kind);
    const [latest] = await context.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, row.user_id),
          eq(notifications.kind, row.kind),
          eq(notifications.targetId, row.target_id),
        ),
      )
      .orderBy(desc(notifications.updatedAt))
      .limit(1);
    if (!person || !latest) {
      // Nobody to mail any more (unsubscribed, banned, deleted): nothing stays in flight.
      await confirmEmailSlot(context.db, key);
      continue;
    }
    const email = {
      kind: row.kind,
      targetId: row.target_id,
      facts: latest,
      link: latest.link,
    };
    try {
      // The held ones, the latest of which is told in full: "covered" counts the others.
      await context.mailer.send(notificationMail(context.settings, person, email, row.covered - 1));
    } catch (error) {
      console.error(
        `notification emails: a held ${row.kind} mail failed: ${(error as Error).message}`,
      );
      await releaseEmailSlot(context.db, key, row.covered - 1);
      continue;
    }
    sent++;
    await confirmEmailSlot(context.db, key);
  }
  return sent;
}

/** The one choice an unsubscribe link names, turned off; false when the account is gone. */
export async function unsubscribe(
  db: Db,
  input: { userId: string; kind: EmailPreferenceKind },
): Promise<boolean> {
  const [found] = await db.select({ id: user.id }).from(user).where(eq(user.id, input.userId));
  if (!found) return false;
  await updateEmailPreferences(db, { userId: input.userId, changes: { [input.kind]: false } });
  return true;
}
