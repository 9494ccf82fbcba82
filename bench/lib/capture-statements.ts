// Loaded into the app process (`node --import ./bench/lib/capture-statements.ts ...`) by
// the city bench's probe run: every statement the app sends through `pg` is appended to
// CITY_CAPTURE_FILE as one JSON line once it is answered: when it was sent and answered
// (wall-clock ms, fractional), which connection sent it, its text, name, row mode and
// values as pg sends them. The bench then replays exactly the statements each action
// issued, as concurrently as the app issued them, against PostgreSQL alone. SIGUSR2 stops
// the capture, so the same process can then be measured with only a boolean check left.
import { appendFileSync } from "node:fs";
import { createRequire } from "node:module";
import pg from "pg";

// pg's own conversion of a parameter to what goes on the wire (dates, arrays, JSON).
const { prepareValue } = createRequire(import.meta.url)("pg/lib/utils.js") as {
  prepareValue(value: unknown): unknown;
};

const file = process.env.CITY_CAPTURE_FILE;
let capturing = Boolean(file);
process.on("SIGUSR2", () => {
  capturing = false;
});

const now = () => performance.timeOrigin + performance.now();
const connections = new WeakMap<object, number>();
let nextConnection = 1;

type QueryConfig = { text?: string; name?: string; values?: unknown[]; rowMode?: string };
const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;

pg.Client.prototype.query = function capture(this: pg.Client, ...args: unknown[]) {
  const [first, second] = args;
  const config: QueryConfig = typeof first === "string" ? { text: first } : (first as QueryConfig);
  if (!capturing || !file || !config?.text) return original.apply(this, args);
  const values = Array.isArray(second) ? second : config.values;
  if (!connections.has(this)) connections.set(this, nextConnection++);
  const line = {
    at: now(),
    done: 0,
    connection: connections.get(this),
    text: config.text,
    name: config.name,
    rowMode: config.rowMode,
    values: values?.map((value) => prepareValue(value)),
  };
  const write = () => {
    line.done = now();
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  };
  // pg-pool's pool.query passes a callback; drizzle's client.query awaits a promise.
  const last = args.length - 1;
  const callback = args[last];
  if (typeof callback === "function") {
    args[last] = (...answer: unknown[]) => {
      write();
      return callback(...answer);
    };
    return original.apply(this, args);
  }
  const result = original.apply(this, args);
  if (result instanceof Promise) result.then(write, write);
  return result;
} as typeof pg.Client.prototype.query;
