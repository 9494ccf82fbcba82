import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { isDirectoryKind } from "../../../contracts/directory-kinds.ts";
import type { SavedKind } from "../../../contracts/saved.ts";
import type { Db } from "../../db/client.ts";
import { schedulePeriodicSweep } from "../../platform/runtime/periodic-sweep.ts";
import { savableDirectories } from "../directories/registry.ts";
import { type NotifyContext, notify } from "../notifications/notifications.service.ts";
import { bookmarkPath } from "./bookmarks.service.ts";

// A saved entry's reminder day (issue 35): on that day on the entry's city's calendar the
// member gets one "bookmark_reminder" notice. Every instance sweeps each minute, as event
// reminders do (events/reminders.ts); a reminder is CLAIMED by the UPDATE that sets its
// reminded_at where it is still null, so of two sweeps at once only one gets the row and
// sends it. A claimed reminder is not sent again, even if the notice could not be written.

const sweepEveryMs = 60_000;
/** Per sweep; the rest wait a minute for the next. */
const batch = 500;

type Claimed = {
  user_id: string;
  kind: SavedKind;
  item_id: string;
  title: string;
  slug: string;
  /** Whether the member still reads the city's feed (a post's words are for members). */
  member: boolean;
};

/** Claims the reminders whose day has come in their city, and sends them; returns how many. */
export async function sendDueSavedReminders(context: NotifyContext): Promise<number> {
  const { rows } = await context.db.execute<Claimed>(sql`
    with due as (
      select s.user_id, s.kind, s.item_id from saved_items s
      join cities c on c.id = s.city_id
      where s.remind_on is not null and s.reminded_at is null
        and s.remind_on <= (now() at time zone c.time_zone)::date
      limit ${batch}
      for update of s skip locked
    ), claimed as (
      update saved_items s set reminded_at = now()
      from due
      where s.user_id = due.user_id and s.kind = due.kind and s.item_id = due.item_id
        and s.reminded_at is null
      returning s.user_id, s.kind, s.item_id, s.title, s.city_id
    )
    select claimed.user_id, claimed.kind, claimed.item_id, claimed.title, c.slug,
      (exists (select 1 from memberships m where m.city_id = claimed.city_id
        and m.user_id = claimed.user_id and m.status = 'active')
       or exists (select 1 from users u where u.id = claimed.user_id and u.role = 'admin')) as member
    from claimed join cities c on c.id = claimed.city_id`);
  let sent = 0;
  for (const row of rows) {
    // A post of a city the member left is not named to them again.
    if (row.kind === "post" && !row.member) continue;
    await notify(context, {
      recipients: [row.user_id],
      kind: "bookmark_reminder",
      target: { ...targetOf(row), id: row.item_id, title: row.title },
      actorId: null,
    });
    sent += 1;
  }
  return sent;
}

/** What the notice links to: the post, the event, or the directory entry's page. */
function targetOf(row: Claimed) {
  const city = encodeURIComponent(row.slug);
  if (row.kind === "post" || row.kind === "event") {
    return { type: row.kind, link: bookmarkPath(row.kind, city, row.item_id) };
  }
  const directory = isDirectoryKind(row.kind)
    ? savableDirectories().find((d) => d.saved.as === row.kind)
    : undefined;
  return {
    type: "entry" as const,
    link: directory?.pagePath(city, encodeURIComponent(row.item_id)) ?? "/saved",
  };
}

/** The reminders' sweep, every minute on every instance (the claims keep them apart). */
export function scheduleSavedReminders(app: FastifyInstance, context: NotifyContext & { db: Db }) {
  schedulePeriodicSweep(app, {
    what: "Saved items' reminders",
    everyMs: sweepEveryMs,
    sweep: () => sendDueSavedReminders(context),
  });
}
