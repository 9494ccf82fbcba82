import type { AppContext } from "../../platform/config/app-context.ts";
import type { Directory } from "./directory.ts";

/** An entry its owner just marked sold (or let, or closed: the directory's `sold` states). */
export type EntrySold = { d: Directory; itemId: string; ownerId: string; title: string };
type Listener = (sold: EntrySold) => Promise<void>;

// Per app (its context), so two instances in one process each tell only their own.
const listeners = new WeakMap<AppContext, Listener[]>();

/**
 * Another feature hears of a sale without the directories knowing it (messages tells
 * everyone who asked, issue 32): the dependency points from that feature to here.
 */
export function onEntrySold(context: AppContext, listener: Listener) {
  listeners.set(context, [...(listeners.get(context) ?? []), listener]);
}

/** Tells every listener of this app, in turn, before the answer goes out. */
export async function entrySold(context: AppContext, sold: EntrySold) {
  for (const listener of listeners.get(context) ?? []) await listener(sold);
}
