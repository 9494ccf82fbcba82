import { and, count, desc, eq, gt, inArray, isNull, lte, or } from "drizzle-orm";
import { type Poll, pollMessages } from "../../../contracts/polls.ts";
import type { Db } from "../../db/client.ts";
import { cities, polls, pollVotes } from "../../db/schema.ts";
import { conflict, notFound } from "../../lib/errors.ts";

type PollRow = typeof polls.$inferSelect;

export const isOpen = (poll: PollRow, now = new Date()) =>
  poll.isActive && (!poll.expiresAt || new Date(poll.expiresAt) > now);

/** A city's polls: "active" = open now; "closed" = closed by an admin or expired. */
export async function listPolls(
  db: Db,
  options: { cityId: string; citySlug: string; viewerId: string; status: "active" | "closed" },
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
  return present(db, rows, options.citySlug, options.viewerId);
}

export async function present(
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

export async function findPoll(db: Db, pollId: string) {
  const [row] = await db
    .select({ poll: polls, citySlug: cities.slug })
    .from(polls)
    .innerJoin(cities, eq(cities.id, polls.cityId))
    .where(eq(polls.id, pollId));
  if (!row) throw notFound(pollMessages.pollNotFound);
  return row;
}

/** One vote per user per poll, changeable while the poll is open (product decision 21). */
export async function castVote(db: Db, poll: PollRow, userId: string, optionIndex: number) {
  if (!isOpen(poll)) throw conflict(pollMessages.closed);
  await db
    .insert(pollVotes)
    .values({ pollId: poll.id, userId, optionIndex })
    .onConflictDoUpdate({
      target: [pollVotes.pollId, pollVotes.userId],
      set: { optionIndex, updatedAt: new Date() },
    });
}

export async function hasVotes(db: Db, pollId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pollVotes.pollId })
    .from(pollVotes)
    .where(eq(pollVotes.pollId, pollId))
    .limit(1);
  return Boolean(row);
}
