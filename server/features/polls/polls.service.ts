import { and, count, desc, eq, gt, inArray, isNull, lte, or } from "drizzle-orm";
import type { z } from "zod";
import {
  type Poll,
  type pollInputSchema,
  pollMessages,
  type pollUpdateSchema,
} from "../../../contracts/polls.ts";
import type { Db } from "../../db/client.ts";
import { cities, polls, pollVotes } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { badRequest, conflict, justWritten, notFound } from "../../platform/http/errors.ts";
import type { Viewer } from "../../session/session.ts";
import type { CityRow } from "../communities/cities.service.ts";
import { recordModeration } from "../moderation/audit-log.service.ts";

type PollRow = typeof polls.$inferSelect;
type Services = Pick<AppContext, "db" | "events">;
type PollInput = z.infer<typeof pollInputSchema>;
type PollUpdate = z.infer<typeof pollUpdateSchema>;

const isOpen = (poll: PollRow, now = new Date()) =>
  poll.isActive && (!poll.expiresAt || new Date(poll.expiresAt) > now);

/** A city's polls: "active" = open now; "closed" = closed by an admin or expired. */
export async function listPolls(
  db: Db,
  options: { cityId: string; citySlug: string; viewer: Viewer; status: "active" | "closed" },
): Promise<Poll[]> {
  const now = new Date();
  const openNow = and(
    eq(polls.isActive, true),
    or(isNull(polls.expiresAt), gt(polls.expiresAt, now)),
  );
  const closedNow = or(eq(polls.isActive, false), lte(polls.expiresAt, now));
  const rows = await db
    .select()
    .from(polls)
    .where(and(eq(polls.cityId, options.cityId), options.status === "active" ? openNow : closedNow))
    .orderBy(desc(polls.createdAt))
    .limit(100);
  return present(db, rows, options.citySlug, options.viewer.id);
}

async function present(
  db: Db,
  rows: PollRow[],
  citySlug: string,
  viewerId: string,
): Promise<Poll[]> {
  const ids = rows.map((row) => row.id);
  const [tallies, mine] = ids.length
    ? await Promise.all([
        db
          .select({ pollId: pollVotes.pollId, option: pollVotes.optionIndex, n: count() })
          .from(pollVotes)
          .where(inArray(pollVotes.pollId, ids))
          .groupBy(pollVotes.pollId, pollVotes.optionIndex),
        db
          .select({ pollId: pollVotes.pollId, option: pollVotes.optionIndex })
          .from(pollVotes)
          .where(and(inArray(pollVotes.pollId, ids), eq(pollVotes.userId, viewerId))),
      ])
    : [[], []];
  const myVotes = new Map(mine.map((vote) => [vote.pollId, vote.option]));
  return rows.map((poll) => {
    const counts = poll.options.map(
      (_, index) => tallies.find((t) => t.pollId === poll.id && t.option === index)?.n ?? 0,
    );
    const total = counts.reduce((sum, n) => sum + n, 0);
    const myVote = myVotes.get(poll.id) ?? null;
    const open = isOpen(poll);
    const showResults = myVote !== null || !open;
    return {
      id: poll.id,
      citySlug,
      question: poll.question,
      options: poll.options,
      isActive: poll.isActive,
      expiresAt: poll.expiresAt ? new Date(poll.expiresAt).toISOString() : null,
      createdAt: new Date(poll.createdAt).toISOString(),
      isOpen: open,
      hasVotes: total > 0,
      myVote,
      results: showResults ? counts : null,
      totalVotes: showResults ? total : null,
    };
  });
}

/** One poll as the viewer sees it, right after a write. */
async function presentWritten(db: Db, row: PollRow | undefined, citySlug: string, viewer: Viewer) {
  const [poll] = await present(db, [justWritten(row, "the poll")], citySlug, viewer.id);
  return justWritten(poll, "the poll");
}

export async function findPoll(db: Db, pollId: string) {
  const [row] = await db
    .select({ poll: polls, citySlug: cities.slug })
    .from(polls)
    .innerJoin(cities, eq(cities.id, polls.cityId))
    .where(eq(polls.id, pollId));
  if (!row) throw notFound(pollMessages.pollNotFound);
  return row;
}

const futureOrNull = (expiresAt: string | null | undefined) => {
  if (!expiresAt) return null;
  const date = new Date(expiresAt);
  if (date <= new Date()) throw badRequest(pollMessages.expiryInPast);
  return date;
};

const announce = (events: Services["events"], citySlug: string, id: string, viewer: Viewer) =>
  events.publish({ city: citySlug, type: "poll.changed", id, actorId: viewer.id });

export async function createPoll(
  { db, events }: Services,
  input: { city: CityRow; viewer: Viewer; poll: PollInput },
): Promise<Poll> {
  const { city, viewer, poll } = input;
  const [row] = await db
    .insert(polls)
    .values({
      cityId: city.id,
      question: poll.question,
      options: poll.options,
      expiresAt: futureOrNull(poll.expiresAt),
      createdBy: viewer.id,
    })
    .returning();
  const created = justWritten(row, "the new poll");
  await announce(events, city.slug, created.id, viewer);
  return presentWritten(db, created, city.slug, viewer);
}

/**
 * Changes a poll's question, options or expiry. The wording is locked once
 * anyone has voted: the poll row stays locked from that check to the update, and
 * a vote needs a share lock on it (its foreign key), so none can slip in between.
 */
export async function updatePoll(
  { db, events }: Services,
  input: { poll: PollRow; citySlug: string; viewer: Viewer; changes: PollUpdate },
): Promise<Poll> {
  const { question, options, expiresAt } = input.changes;
  const row = await db.transaction(async (tx) => {
    // Read again under the lock: the row the route found may be out of date.
    const [poll] = await tx.select().from(polls).where(eq(polls.id, input.poll.id)).for("update");
    if (!poll) throw notFound(pollMessages.pollNotFound);
    const changesWording =
      (question !== undefined && question !== poll.question) ||
      (options !== undefined && JSON.stringify(options) !== JSON.stringify(poll.options));
    if (changesWording && (await hasVotes(tx, poll.id))) {
      throw conflict(pollMessages.lockedAfterVotes);
    }
    const [updated] = await tx
      .update(polls)
      .set({
        question,
        options,
        ...(expiresAt !== undefined ? { expiresAt: futureOrNull(expiresAt) } : {}),
      })
      .where(eq(polls.id, poll.id))
      .returning();
    return updated;
  });
  await announce(events, input.citySlug, input.poll.id, input.viewer);
  return presentWritten(db, row, input.citySlug, input.viewer);
}

/** Closes a poll (recorded in the audit log): it leaves the active list and shows its results to everyone. */
export async function closePoll(
  { db, events }: Services,
  input: { poll: PollRow; citySlug: string; viewer: Viewer },
): Promise<Poll> {
  // The close and its line in the audit log commit together.
  const row = await db.transaction(async (tx) => {
    const [closed] = await tx
      .update(polls)
      .set({ isActive: false })
      .where(eq(polls.id, input.poll.id))
      .returning();
    await recordModeration(tx, {
      viewer: input.viewer,
      action: "close-poll",
      target: { type: "poll", id: input.poll.id, title: input.poll.question },
      cityId: input.poll.cityId,
    });
    return closed;
  });
  await announce(events, input.citySlug, input.poll.id, input.viewer);
  return presentWritten(db, row, input.citySlug, input.viewer);
}

/** One vote per user per poll, changeable while the poll is open (product decision 21). */
export async function castVote(
  { db, events }: Services,
  input: { poll: PollRow; citySlug: string; viewer: Viewer; optionIndex: number },
): Promise<Poll> {
  const { poll, viewer, optionIndex } = input;
  if (optionIndex >= poll.options.length) throw badRequest(pollMessages.badOption);
  if (!isOpen(poll)) throw conflict(pollMessages.closed);
  await db
    .insert(pollVotes)
    .values({ pollId: poll.id, userId: viewer.id, optionIndex })
    .onConflictDoUpdate({
      target: [pollVotes.pollId, pollVotes.userId],
      set: { optionIndex, updatedAt: new Date() },
    });
  await announce(events, input.citySlug, poll.id, viewer);
  return presentWritten(db, poll, input.citySlug, viewer);
}

async function hasVotes(db: Pick<Db, "select">, pollId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pollVotes.pollId })
    .from(pollVotes)
    .where(eq(pollVotes.pollId, pollId))
    .limit(1);
  return Boolean(row);
}
