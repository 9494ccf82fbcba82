import { executionAsyncResource } from "node:async_hooks";

let pinned: object | undefined;

/**
 * Holds on to one of `process.nextTick`'s queue entries at all times (decision 048).
 *
 * Node makes each entry with an object literal whose first keys are computed
 * (`{ [async_id_symbol]: …, [trigger_async_id_symbol]: …, callback, args }`), and its
 * streams and HTTP code call nextTick several times per request. When the server
 * goes idle, no entry is alive, and a full collection then (V8's memory reducer runs
 * one soon after load stops) frees the hidden classes of those objects. The next
 * entries get new ones, and after a few idle spells the literal's inline cache has
 * seen too many: optimised code calls into the runtime for every entry from then
 * on. On this machine that cost a quarter of the cheapest route's throughput (34 →
 * 44 µs of CPU per request), in most processes after a dozen bursts of load, and it
 * stays until the process restarts. One entry kept alive keeps its hidden classes,
 * and so the cache, as it was.
 */
export function keepTickShapesAlive(everyMs = 5_000): () => void {
  const pin = () => {
    process.nextTick(() => {
      // Inside a nextTick callback, the current async resource is its queue entry.
      pinned = executionAsyncResource();
    });
  };
  pin();
  // Renewed now and then, so the entry held is always of the current shape.
  const timer = setInterval(pin, everyMs);
  timer.unref(); // never what keeps the process alive
  return () => clearInterval(timer);
}

/** The entry held now (for the test that checks it is one). */
export const pinnedTickEntry = () => pinned;
