import { sql } from "drizzle-orm";
import { defineMessages } from "../../../contracts/i18n/define-messages.ts";
import { isLanguage, type Language } from "../../../contracts/i18n/languages.ts";
import type { NotificationKind } from "../../../contracts/notifications.ts";
import {
  type NotificationFacts,
  notificationSentences,
  notificationWords,
} from "../../../contracts/notifications-words.ts";
import { type PushPayload, pushDefaults, pushDelivery } from "../../../contracts/push.ts";
import type { Db } from "../../db/client.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { intlFor } from "../../platform/i18n/intl.ts";
import { sendPush } from "./push-sender.ts";
import { claimHeldPushes, confirmPushSlot, releasePushSlot, takePushSlot } from "./push-slots.ts";
import { forgetEndpoint, liveSubscriptions } from "./push-subscriptions.service.ts";
import { type QuietSpan, quietUntil } from "./quiet-hours.ts";

export type PushContext = Pick<AppContext, "db" | "settings">;

/** What a notification's push is made of: the bell's facts and link. */
export type PushNotice = {
  kind: NotificationKind;
  targetId: string;
  link: string;
  facts: NotificationFacts;
};

const pushWords = defineMessages({
  title: { id: "push.title", defaultMessage: "Coastal" },
  more: {
    id: "push.more",
    defaultMessage: "{sentence} (and {covered, plural, one {1 more} other {# more}})",
  },
});

/** A member who gets this kind by push, on at least one open session. */
type PushPerson = {
  id: string;
  language: string | null;
  quiet: QuietSpan | null;
  timeZone: string;
};

/** Who of `userIds` wants `kind` by push (not banned, a device with an open session). */
async function pushRecipients(
  db: Db,
  userIds: string[],
  kind: NotificationKind,
): Promise<PushPerson[]> {
  if (userIds.length === 0) return [];
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const { rows } = await db.execute<{
    id: string;
    language: string | null;
    from_time: string | null;
    to_time: string | null;
    time_zone: string | null;
  }>(sql`
    select u.id, p.language, q.from_time, q.to_time, tz.time_zone
    from users u
      left join profiles p on p.id = u.id
      left join notification_channel_preferences c
        on c.user_id = u.id and c.kind = ${kind} and c.channel = 'push'
      left join push_quiet_hours q on q.user_id = u.id
      left join lateral (
        select ci.time_zone from memberships m join cities ci on ci.id = m.city_id
        where m.user_id = u.id and m.status = 'active'
        order by (m.id = p.active_membership_id) is true desc, m.joined_at desc limit 1
      ) tz on true
    where u.id in (${ids}) and not u.banned and coalesce(c.on, ${pushDefaults[kind]})
      and exists (select 1 from push_subscriptions s join sessions se on se.id = s.session_id
                  where s.user_id = u.id and se.expires_at > now())`);
  return rows.map((row) => ({
    id: row.id,
    language: row.language,
    quiet: row.from_time && row.to_time ? { from: row.from_time, to: row.to_time } : null,
    timeZone: row.time_zone ?? "UTC",
  }));
}

/** The push's words: the bell's sentence in the member's language, and how many it covers. */
export function pushPayload(notice: PushNotice, language: Language, covered: number): PushPayload {
  const intl = intlFor(language);
  const words = notificationWords(
    notice.facts,
    intl.formatMessage(notificationSentences.someone),
    (message) => intl.formatMessage(message),
  );
  const said = intl.formatMessage(words.descriptor, words.values);
  return {
    title: intl.formatMessage(pushWords.title),
    body: covered > 0 ? intl.formatMessage(pushWords.more, { sentence: said, covered }) : said,
    link: notice.link,
    tag: `${notice.kind}:${notice.targetId}`,
    kind: notice.kind,
  };
}

/** Sends to every open device of the member; "failed" only when none took it and one may later. */
async function pushToDevices(
  context: PushContext,
  userId: string,
  payload: PushPayload,
): Promise<"done" | "failed"> {
  const devices = await liveSubscriptions(context.db, userId);
  let sent = 0;
  let failed = 0;
  for (const device of devices) {
    const outcome = await sendPush(context.settings, device, payload).catch((error: Error) => {
      console.error(`push: ${payload.kind} not delivered: ${error.message}`);
      return "failed" as const;
    });
    if (outcome === "sent") sent++;
    else if (outcome === "gone") await forgetEndpoint(context.db, device.endpoint);
    else if (outcome === "failed") failed++;
  }
  return sent === 0 && failed > 0 ? "failed" : "done";
}

const languageOf = (person: PushPerson): Language =>
  isLanguage(person.language) ? person.language : "en";

/**
 * Pushes a notification to those of `recipients` who want it, within the 15-minute rule
 * and their quiet hours. Called by notify() in the background after the rows are written;
 * it never throws.
 */
export async function pushNotification(
  context: PushContext,
  recipients: string[],
  notice: PushNotice,
): Promise<void> {
  try {
    const people = await pushRecipients(context.db, recipients, notice.kind);
    await Promise.all(people.map((person) => pushOne(context, person, notice)));
  } catch (error) {
    console.error(`push: ${notice.kind} not pushed: ${(error as Error).message}`);
  }
}

async function pushOne(context: PushContext, person: PushPerson, notice: PushNotice) {
  const key = { userId: person.id, kind: notice.kind, targetId: notice.targetId };
  const holdUntil = quietUntil(person.quiet, person.timeZone, new Date());
  const slot = await takePushSlot(context.db, key, holdUntil);
  if (!slot.send) return;
  const payload = pushPayload(notice, languageOf(person), slot.covered);
  const outcome = await pushToDevices(context, person.id, payload);
  if (outcome === "failed") await releasePushSlot(context.db, key, slot.covered);
  else await confirmPushSlot(context.db, key);
}

/**
 * The sweep (every instance, every minute): pushes what the window or quiet hours held
 * back once both are over, and any push a killed process left in flight. Each row is
 * claimed with FOR UPDATE SKIP LOCKED, so two instances never push it twice.
 */
export async function sendHeldPushes(context: PushContext, limit = 50): Promise<number> {
  const due = await claimHeldPushes(context.db, limit);
  let sent = 0;
  for (const row of due) {
    const key = { userId: row.userId, kind: row.kind, targetId: row.targetId };
    const [person] = await pushRecipients(context.db, [row.userId], row.kind);
    const latest = await latestNotification(context.db, key);
    const stale =
      latest && Date.now() - latest.updatedAt.getTime() > pushDelivery[row.kind].ttlSeconds * 1000;
    if (!person || !latest || stale) {
      // Push turned off, no device left, the notification gone, or older than a push service
      // would keep it (its TTL): nothing stays in flight, and the bell still has it.
      await confirmPushSlot(context.db, key);
      continue;
    }
    const stillQuiet = quietUntil(person.quiet, person.timeZone, new Date());
    if (stillQuiet) {
      // The member moved their quiet hours since: held again until the new end.
      await releasePushSlot(context.db, key, row.covered - 1, stillQuiet);
      continue;
    }
    const notice = { kind: row.kind, targetId: row.targetId, link: latest.link, facts: latest };
    const payload = pushPayload(notice, languageOf(person), row.covered - 1);
    if ((await pushToDevices(context, person.id, payload)) === "failed") {
      await releasePushSlot(context.db, key, row.covered - 1);
      continue;
    }
    sent++;
    await confirmPushSlot(context.db, key);
  }
  return sent;
}

async function latestNotification(
  db: Db,
  key: { userId: string; kind: NotificationKind; targetId: string },
) {
  const { rows } = await db.execute<{
    link: string;
    title: string;
    actor_name: string | null;
    count: number;
    detail: string | null;
    target_id: string;
    updated_at: string;
  }>(sql`
    select link, title, actor_name, count, detail, target_id, updated_at from notifications
    where user_id = ${key.userId} and kind = ${key.kind} and target_id = ${key.targetId}
    order by updated_at desc limit 1`);
  const row = rows[0];
  if (!row) return null;
  return {
    link: row.link,
    kind: key.kind,
    title: row.title,
    actorName: row.actor_name,
    count: row.count,
    detail: row.detail,
    targetId: row.target_id,
    updatedAt: new Date(row.updated_at),
  };
}
