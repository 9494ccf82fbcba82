import type { AppContext } from "../../platform/config/app-context.ts";
import type { Directory } from "./directory.ts";

/** An entry just created or changed (its row committed), by its owner or an admin. */
export type EntryWritten = { d: Directory; itemId: string; ownerId: string; citySlug: string };
type Listener = (written: EntryWritten) => Promise<void>;

// Per app (its context), so two instances in one process each tell only their own.
const listeners = new WeakMap<AppContext, Listener[]>();

/**
 * Another feature hears of new and changed entries without the directories knowing it
 * (saved searches match them, issue 34): the dependency points from that feature to here.
 */
export function onEntryWritten(context: AppContext, listener: Listener) {
  listeners.set(context, [...(listeners.get(context) ?? []), listener]);
}

/** Tells every listener of this app, after the answer: a listener never slows or fails the write. */
export function entryWritten(context: AppContext, written: EntryWritten) {
  for (const listener of listeners.get(context) ?? []) {
    context.background.run(`${written.d.kind} written`, () => listener(written));
  }
}
