import type { AsyncLocalStorage } from "node:async_hooks";

// better-auth keeps what each of its calls is doing (the endpoint's context, the request's
// state, the database transaction) in three AsyncLocalStorage stores. On Node 20 the first
// `run()` of a store turns on an async_hooks init hook for the whole process, and from then
// on every promise, tick and timer of every request pays for it, whether or not better-auth
// has anything to do with that request: 14k of the 22k instructions the app spent on
// `/api/health` above a bare node:http server (decision 039). Sessions are cached in
// process and a visitor has none to look up, so better-auth runs for sign-ins, sign-outs,
// a session's first request and the admin's bans: between them its stores are switched off
// (`disable()`, which drops the hook once no store is on) and its next call switches them on
// again (`run()` does that itself). Decision 043.

/** How long better-auth must have been idle before its stores are switched off. */
export const authIdleMs = 1000;

/**
 * better-auth's stores, which it keeps on globalThis so that copies of it in one process
 * share them (`@better-auth/core/context`). Missing ones (not made yet) are left out.
 */
export function betterAuthStores(): AsyncLocalStorage<unknown>[] {
  const shared = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[
    Symbol.for("better-auth:global")
  ]?.context;
  return ["endpointContextAsyncStorage", "requestStateAsyncStorage", "adapterAsyncStorage"]
    .map((name) => shared?.[name] as AsyncLocalStorage<unknown> | undefined)
    .filter((store) => store !== undefined);
}

type AuthLike = { handler: (request: Request) => Promise<Response>; api: object };

/** How many better-auth calls are running in this process, and the timer that follows the last. */
interface IdleState {
  running: number;
  timer?: NodeJS.Timeout;
}

/**
 * One count for the whole process, kept beside better-auth's stores on globalThis: the stores
 * are shared by every auth instance in the process (tests run a second app instance, and test
 * files follow each other in one worker with fresh copies of this module), so an instance that
 * counted only its own calls would switch the stores off under another's running call.
 */
function idleState(): IdleState {
  const shared = globalThis as Record<symbol, IdleState | undefined>;
  const key = Symbol.for("coastal:better-auth-idle");
  shared[key] ??= { running: 0 };
  return shared[key];
}

/**
 * The same auth instance, with every call through `api` and `handler` counted: once none
 * has run for `authIdleMs`, better-auth's stores are switched off. A call still running
 * keeps them on, and so does anything it left running in the second after (better-auth
 * awaits its own work; it starts nothing in the background on the routes Coastal uses).
 */
export function switchOffWhenIdle<A extends AuthLike>(auth: A): A {
  const state = idleState();
  const switchOff = () => {
    state.timer = undefined;
    if (state.running > 0) return;
    for (const store of betterAuthStores()) store.disable();
  };
  const counted = async <T>(call: () => Promise<T>): Promise<T> => {
    state.running += 1;
    clearTimeout(state.timer);
    try {
      return await call();
    } finally {
      state.running -= 1;
      if (state.running === 0) {
        state.timer = setTimeout(switchOff, authIdleMs);
        // A timer must not keep a process alive that has nothing else to do.
        state.timer.unref();
      }
    }
  };
  // Each endpoint stays itself (its `path` and `options` are read elsewhere); only calling
  // it is counted.
  const endpoints = new Map<PropertyKey, unknown>();
  const api = new Proxy(auth.api, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== "function") return value;
      let endpoint = endpoints.get(key);
      if (endpoint === undefined) {
        endpoint = new Proxy(value, {
          apply: (fn, _self, args) => counted(async () => Reflect.apply(fn, target, args)),
        });
        endpoints.set(key, endpoint);
      }
      return endpoint;
    },
  });
  const handler = (request: Request) => counted(() => auth.handler(request));
  return new Proxy(auth, {
    get(target, key, receiver) {
      if (key === "api") return api;
      if (key === "handler") return handler;
      return Reflect.get(target, key, receiver);
    },
  });
}
