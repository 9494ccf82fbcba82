import type { ReactionCounts, ReactionType } from "../../../contracts/posts.ts";
import type { Viewer } from "../../session/session.ts";
import { type NotifyContext, notify } from "../notifications/notifications.service.ts";
import { postTarget } from "./post-target.ts";
import { emptyCounts, type PostRow } from "./posts.service.ts";

/**
 * The toggle in one statement, committed on its own (no transaction of three round trips):
 * the same reaction again is deleted, any other is upserted, and the answer is the viewer's
 * reaction before and everyone else's counts, all from the statement's one snapshot. Two
 * presses at once by the same member meet on the primary key as they did with a locking
 * read: the second waits for the first, then updates or deletes nothing more.
 */
const toggleStatement = {
  name: "reaction_toggle",
  text: `with before as (
    select reaction_type from post_reactions where post_id = $1 and user_id = $2
  ), removed as (
    delete from post_reactions where post_id = $1 and user_id = $2 and reaction_type = $3
  ), put as (
    insert into post_reactions (post_id, user_id, reaction_type)
    select $1, $2, $3 where not exists (select 1 from before where reaction_type = $3)
    on conflict (post_id, user_id)
    do update set reaction_type = excluded.reaction_type, created_at = now()
  )
  select (select reaction_type from before) as previous,
    (select json_object_agg(reaction_type, n) from (
      select reaction_type, count(*)::int as n from post_reactions
      where post_id = $1 and user_id <> $2 group by reaction_type) others) as others`,
};

/**
 * One reaction per user per post: the same reaction again removes it, another
 * replaces it, otherwise it is added (spec section 4).
 */
export async function toggleReaction(
  context: NotifyContext,
  input: { post: PostRow; citySlug: string; viewer: Viewer; type: ReactionType },
) {
  const { db, events } = context;
  const { type } = input;
  const postId = input.post.id;
  const userId = input.viewer.id;
  const { rows } = await db.$client.query<{
    previous: ReactionType | null;
    others: Partial<ReactionCounts> | null;
  }>({ ...toggleStatement, values: [postId, userId, type] });
  const previous = rows[0]?.previous ?? null;
  const myReaction = previous === type ? null : type;
  const reactions = { ...emptyCounts(), ...rows[0]?.others };
  if (myReaction) reactions[myReaction] += 1;
  await events.publish({
    city: input.citySlug,
    type: "reaction.changed",
    id: postId,
    postId,
    actorId: userId,
  });
  // A changed reaction is not news to the author; a new one is.
  if (!previous) {
    await notify(context, {
      recipients: input.post.userId ? [input.post.userId] : [],
      kind: "reaction_on_post",
      target: postTarget(input.post, input.citySlug),
      actorId: userId,
    });
  }
  return { reactions, myReaction };
}
