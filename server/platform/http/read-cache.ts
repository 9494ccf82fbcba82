import type { FastifyInstance, FastifyReply, onSendAsyncHookHandler } from "fastify";
import { LRUCache } from "lru-cache";
import type { ZodType } from "zod";
import type { LiveHub } from "../runtime/live-hub.ts";
import { serializeReply } from "./zod-serializer.ts";

/** What one cache may hold, counted in characters of the JSON it keeps. */
const defaultMaxChars = 16 * 1024 * 1024;

/**
 * Answers to one kind of GET, kept as the JSON that went out, until anything
 * they were built from changes (decision 036). Each cache names the tables its
 * reads use; a committed write to any of them, on any instance or from any
 * process, empties it through the change notices of migration 0010, and a
 * write request on this instance empties every cache before its answer leaves,
 * so whoever wrote reads their own write. The TTL only bounds how long an
 * answer may outlive a notice that was lost with the event connection.
 *
 * A read that overlaps an emptying is not kept: it may have seen the data
 * just before the change, and would serve it until the next one.
 */
export class ReadCache {
  private entries: LRUCache<string, string> | null;
  private generation = 0;

  constructor(
    readonly tables: ReadonlySet<string>,
    ttlMs: number,
    maxChars = defaultMaxChars,
  ) {
    this.entries =
      ttlMs > 0
        ? new LRUCache<string, string>({
            ttl: ttlMs,
            maxSize: maxChars,
            sizeCalculation: (json) => Math.max(1, json.length),
          })
        : null;
  }

  /**
   * Sends the cached JSON for `key`, or builds it with `read`, serialises it
   * with the route's response schema, keeps it and sends it. Errors from `read`
   * (a 403, a 404) go out as usual and are never kept.
   */
  async reply<T>(reply: FastifyReply, key: string, schema: ZodType, read: () => Promise<T>) {
    let json = this.entries?.get(key);
    if (json === undefined) {
      const started = this.generation;
      const data = await read();
      json = serializeReply(schema, data, reply.request);
      if (started === this.generation) this.entries?.set(key, json);
    }
    return reply.type("application/json; charset=utf-8").send(json);
  }

  empty() {
    this.generation++;
    this.entries?.clear();
  }

  /** Entries held now, for tests. */
  get size() {
    return this.entries?.size ?? 0;
  }
}

/** Every read cache of one app, and what empties them. */
export class ReadCaches {
  private caches = new Set<ReadCache>();

  constructor(
    events: LiveHub,
    private ttlMs: number,
  ) {
    // null: the event connection was away, so any table may have changed unheard.
    events.onTableChanged((table) => {
      for (const cache of this.caches) {
        if (table === null || cache.tables.has(table)) cache.empty();
      }
    });
  }

  /** A cache for reads of `tables`; each needs a change notice (see migration 0010). */
  create(tables: string[]): ReadCache {
    const cache = new ReadCache(new Set(tables), this.ttlMs);
    this.caches.add(cache);
    return cache;
  }

  /**
   * Empties every cache of this instance now. Write requests do it before their answer;
   * background work that writes what a cached page shows does it after its commit, so the
   * next read here sees it without waiting for the change notice's round trip.
   */
  emptyAll() {
    for (const cache of this.caches) cache.empty();
  }

  /**
   * Every route that may write (any method but GET and HEAD) empties every cache
   * just before its answer is sent. Registered before the routes, as a route
   * hook, so reads such as the health check pay nothing.
   */
  emptyOnWrites(app: FastifyInstance) {
    const emptyAll: onSendAsyncHookHandler = async (_request, _reply, payload) => {
      this.emptyAll();
      return payload;
    };
    app.addHook("onRoute", (route) => {
      const methods = [route.method].flat();
      if (methods.every((method) => method === "GET" || method === "HEAD")) return;
      route.onSend = [...[route.onSend ?? []].flat(), emptyAll];
    });
  }
}
