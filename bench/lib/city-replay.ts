// PostgreSQL alone, the city bench's peer: the statements the app itself sent for each
// action, captured in a probe run (bench/lib/capture-statements.ts logs every statement
// the app's `pg` clients send), replayed from a plain `pg` pool of the app's size with
// no HTTP and no app. Replaying what the services sent, rather than writing the
// statements again by hand, keeps the peer honest as the services change: the session
// read, the rate-limit counter, the feed page, the NOTIFY, whatever they are today.

import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import pg from "pg";
import type { Action } from "./city-members.ts";

export interface Statement {
  /** Sent and answered, wall-clock ms. */
  at: number;
  done: number;
  /** Which of the app's connections sent it. */
  connection: number;
  text: string;
  name?: string;
  rowMode?: string;
  values?: unknown[];
}

/** One statement, or one transaction (its statements on one connection, in order). */
interface Unit {
  statements: Statement[];
  at: number;
  done: number;
  /** Answered after the member had its answer: load, but not the member's wait. */
  background: boolean;
}

/** A request's statements: groups one after the other, the units of a group at once. */
export type Request = Unit[][];

/** Each action's captured requests. */
export type Captured = Map<Action, Request[]>;

const isBegin = (s: Statement) => /^\s*begin\b/i.test(s.text);
const isEnd = (s: Statement) => /^\s*(commit|rollback)\b/i.test(s.text);

/** A window's statements as the app issued them: what overlapped in time runs together. */
function requestOf(statements: Statement[], answeredAt: number): Request {
  const sorted = [...statements].sort((a, b) => a.at - b.at);
  const used = new Set<Statement>();
  const units: Unit[] = [];
  for (const statement of sorted) {
    if (used.has(statement)) continue;
    const unit = [statement];
    used.add(statement);
    if (isBegin(statement)) {
      for (const next of sorted) {
        if (used.has(next) || next.connection !== statement.connection || next.at < statement.at)
          continue;
        unit.push(next);
        used.add(next);
        if (isEnd(next)) break;
      }
    }
    const done = Math.max(...unit.map((s) => s.done));
    units.push({ statements: unit, at: statement.at, done, background: done > answeredAt });
  }
  const groups: Request = [];
  let groupDone = Number.NEGATIVE_INFINITY;
  for (const unit of units) {
    const group = groups.at(-1);
    if (group && unit.at < groupDone) {
      group.push(unit);
      groupDone = Math.max(groupDone, unit.done);
    } else {
      groups.push([unit]);
      groupDone = unit.done;
    }
  }
  return groups;
}

/**
 * Splits the capture file into the probe requests' windows (wall-clock ms): statements
 * sent from a request's start until `tailMs` after its answer (work the app finishes
 * after answering is load too, though not part of the member's wait).
 */
export function splitCapture(
  file: string,
  windows: { action: Action; start: number; end: number }[],
  tailMs = 100,
): Captured {
  const statements = readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Statement);
  const captured: Captured = new Map();
  for (const window of windows) {
    const inside = statements.filter((s) => s.at >= window.start && s.at <= window.end + tailMs);
    const list = captured.get(window.action) ?? [];
    list.push(requestOf(inside, window.end));
    captured.set(window.action, list);
  }
  return captured;
}

/** How many statements a request has (for the printout). */
export const statementCount = (request: Request) =>
  request.flat().reduce((sum, unit) => sum + unit.statements.length, 0);

// The app's pool (server/db/client.ts): twice the cores, at least 4, and only the
// named statements' plans cached generically.
export const appPoolSize = Math.max(4, 2 * availableParallelism());

export function replayPool(url: string) {
  const pool = new pg.Pool({
    connectionString: url,
    max: appPoolSize,
    options: "-c plan_cache_mode=force_generic_plan",
  });
  // An idle connection ended by the server stopping at the end is no news.
  pool.on("error", () => {});
  return pool;
}

/**
 * A replayed `pg_notify` goes to a channel no one listens on. The app LISTENs on its own
 * (server/platform/runtime/live-hub.ts): replayed as sent, every post, comment and reaction
 * of PostgreSQL alone's crowd was delivered to the live streams Coastal's paused members
 * hold open, so the app worked through PostgreSQL alone's step and into its own next one.
 * The database queues the notice all the same.
 */
const unheard = (s: Statement) =>
  /pg_notify\(\$1\b/.test(s.text) && typeof s.values?.[0] === "string"
    ? [`${s.values[0]}_replayed`, ...s.values.slice(1)]
    : s.values;

const config = (s: Statement) => ({
  text: s.text,
  name: s.name,
  values: unheard(s),
  rowMode: s.rowMode as "array" | undefined,
});

async function runUnit(pool: pg.Pool, unit: Unit) {
  const [first] = unit.statements;
  if (unit.statements.length === 1 && first && !isBegin(first)) {
    await pool.query(config(first));
    return;
  }
  const client = await pool.connect();
  try {
    for (const statement of unit.statements) await client.query(config(statement));
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** Statements the app ran after answering, replayed without waiting: their failures. */
export const background = { failed: 0, firstError: "" };

/** Runs one captured request: its groups in order, each group's units at once. */
export async function replay(pool: pg.Pool, request: Request) {
  for (const group of request) {
    const waited: Promise<void>[] = [];
    for (const unit of group) {
      const running = runUnit(pool, unit);
      if (!unit.background) waited.push(running);
      else
        running.catch((error: Error) => {
          background.failed++;
          background.firstError ||= error.message;
        });
    }
    await Promise.all(waited);
  }
}

/** The ramp's `act` for PostgreSQL alone: the next captured request of that action. */
export function replayActor(pool: pg.Pool, captured: Captured) {
  const turn = new Map<Action, number>();
  return async (_member: unknown, action: Action) => {
    const list = captured.get(action);
    if (!list?.length) throw new Error(`no statements captured for ${action}`);
    const n = turn.get(action) ?? 0;
    turn.set(action, n + 1);
    await replay(pool, list[n % list.length] as Request);
  };
}
