import { and, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mailQueue } from "../../db/schema.ts";
import type { Background } from "../runtime/background.ts";
import type { Mail, Mailer } from "./mail.ts";

// Far longer than a send may take (smtpTransport gives up within about a minute), so
// a send started this long ago was lost with its process, not merely slow (decision 051).
const lostAfter = sql`interval '5 minutes'`;
// A mail not out after a day is of no use: its link (24 hours at most) has expired.
const giveUpAfter = sql`interval '24 hours'`;

type QueuedMail = typeof mailQueue.$inferSelect;

const asMail = (row: QueuedMail): Mail => ({
  to: row.to,
  subject: row.subject,
  text: row.text,
  html: row.html,
  ...(row.headers ? { headers: row.headers } : {}),
});

/**
 * Sends `mail` without making the caller wait for the mail server: it is written to
 * the queue first (so it survives the process), then sent as background work. The
 * request that asked for it answers once the row is written, whatever SMTP does.
 */
export async function queueMail(
  context: { db: Db; mailer: Mailer; background: Background },
  mail: Mail,
): Promise<void> {
  const [row] = await context.db
    .insert(mailQueue)
    .values({ ...mail, headers: mail.headers ?? null, sendingSince: sql`now()`, attempts: 1 })
    .returning();
  if (!row) return;
  context.background.run("queued mail", () => sendQueued(context, row));
}

/** One send; the row goes once the SMTP server took the mail, or is due again in a minute. */
async function sendQueued(context: { db: Db; mailer: Mailer }, row: QueuedMail) {
  try {
    await context.mailer.send(asMail(row));
  } catch (error) {
    await context.db
      .update(mailQueue)
      .set({
        sendingSince: null,
        // A little longer after each failure: 1, 2, 3 ... minutes.
        dueAt: sql`now() + make_interval(mins => ${Math.min(row.attempts, 30)})`,
      })
      .where(eq(mailQueue.id, row.id));
    throw error;
  }
  // Outside the try: once the mail is out, a failure here must not send it again soon.
  await context.db.delete(mailQueue).where(eq(mailQueue.id, row.id));
}

/**
 * The sweep (the email jobs, every 5 minutes on every instance): sends each queued
 * mail whose send failed and is due again, or was lost with its process (started 5
 * minutes ago or more). Each row is taken by one instance only (`skip locked`). Drops
 * what is a day old. Delivery is at least once: a process killed after the SMTP server
 * took a mail but before its row was deleted sends it again. Returns how many went out.
 */
export async function sendQueuedMail(
  context: { db: Db; mailer: Mailer },
  limit = 50,
): Promise<number> {
  await context.db.delete(mailQueue).where(lt(mailQueue.createdAt, sql`now() - ${giveUpAfter}`));
  const q = mailQueue;
  const due = context.db
    .select({ id: q.id })
    .from(q)
    .where(
      or(
        and(isNull(q.sendingSince), lte(q.dueAt, sql`now()`)),
        lte(q.sendingSince, sql`now() - ${lostAfter}`),
      ),
    )
    .orderBy(q.createdAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  const rows = await context.db
    .update(q)
    .set({ sendingSince: sql`now()`, attempts: sql`${q.attempts} + 1` })
    .where(inArray(q.id, due))
    .returning();
  let sent = 0;
  for (const row of rows) {
    try {
      await sendQueued(context, row);
      sent += 1;
    } catch (error) {
      console.error(`queued mail failed again: ${(error as Error).message}`);
    }
  }
  return sent;
}
