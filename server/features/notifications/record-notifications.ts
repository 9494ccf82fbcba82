import type {
  NotificationKind,
  notificationTargetTypes,
} from "../../../contracts/notifications.ts";
import { inAppDefaults } from "../../../contracts/push.ts";
import type { Db } from "../../db/client.ts";

// Recording a notification in one round trip (decision 108): the actor's name, each
// recipient's in-app choice and the rows, in one named statement of fixed text, where it
// took a read for the name, a read for the choices and the insert (a grouped reaction
// also a transaction of three). Named, so each pooled connection plans it once, as the
// feed page, the viewer and the rate-limit count are (decisions 021, 100, 102).

/**
 * The actor's name ("Someone" in each reader's language when null: a username, else the
 * account's name), and each recipient with whether the bell counts it: a recipient who
 * turned the kind off in the bell gets the row already read (issue 33), so email and push
 * still go by it. $1 recipients, $2 kind, $7 actor, $9 whether the kind shows by default.
 */
const actorAndRecipients = `
  actor as (
    select coalesce(nullif(p.username, ''), nullif(u.name, '')) as name
    from users u left join profiles p on p.id = u.id where u.id = $7::text
  ), recipient as (
    select r.id, r.n, coalesce((select c.on from notification_channel_preferences c
      where c.user_id = r.id and c.kind = $2 and c.channel = 'inApp'), $9::boolean) as shown
    from unnest($1::text[]) with ordinality as r(id, n)
  )`;

const rows = `
  insert into notifications
    (user_id, read_at, kind, target_type, target_id, link, title, actor_id, actor_name, detail)
  select recipient.id, case when recipient.shown then null else now() end,
    $2, $3, $4, $5, $6, $7::text, (select name from actor), $8::text
  from recipient order by recipient.n`;

const insertStatement = {
  name: "notifications_insert",
  text: `with ${actorAndRecipients}
  ${rows}
  returning id, actor_name, true as inserted`,
};

/**
 * Reactions group: while a recipient has an unread reaction row for the post, a new
 * reactor updates that row (latest actor, moved to the top) instead of adding one; the
 * partial unique index keeps it one row also when two reactions arrive at once. Each
 * reactor is listed once. `xmax = 0` tells a row just inserted from one updated.
 */
const groupStatement = {
  name: "notifications_group_reaction",
  text: `with ${actorAndRecipients}, grouped as (
  ${rows}
    on conflict (user_id, kind, target_id) where read_at is null and kind = 'reaction_on_post'
    do update set actor_id = excluded.actor_id, actor_name = excluded.actor_name, updated_at = now()
    returning id, actor_name, xmax = 0 as inserted
  ), listed as (
    insert into notification_actors (notification_id, actor_id)
    select id, $7::text from grouped where $7::text is not null
    on conflict do nothing
  )
  select id, actor_name, inserted from grouped`,
};

/**
 * A grouped row's count, from its list of reactors: a statement of its own, after the
 * one that listed the reactor has committed, so it counts every reactor committed before
 * it, whatever order two reactions at once commit in. A row just inserted has its one
 * reactor already (the column's default).
 */
const countStatement = {
  name: "notifications_count_reactors",
  text: `update notifications set count = (select count(*)::int from notification_actors a
      where a.notification_id = notifications.id)
    where id = any($1::uuid[])`,
};

export interface NotificationRows {
  recipients: string[];
  kind: NotificationKind;
  target: { type: (typeof notificationTargetTypes)[number]; id: string; link: string };
  title: string;
  actorId: string | null;
  detail: string | null;
}

/** Writes the recipients' rows; returns the actor's name as the rows have it. */
export async function recordNotifications(db: Db, input: NotificationRows) {
  const { target } = input;
  const values = [
    input.recipients,
    input.kind,
    target.type,
    target.id,
    target.link,
    input.title,
    input.actorId,
    input.detail,
    inAppDefaults[input.kind],
  ];
  const grouped = input.kind === "reaction_on_post";
  const { rows } = await db.$client.query<{
    id: string;
    actor_name: string | null;
    inserted: boolean;
  }>({ ...(grouped ? groupStatement : insertStatement), values });
  const joined = rows.filter((row) => !row.inserted).map((row) => row.id);
  if (input.actorId && joined.length > 0) {
    await db.$client.query({ ...countStatement, values: [joined] });
  }
  return rows[0]?.actor_name ?? null;
}
