import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import type { OutboxWrite } from "./outbox.ts";

// The outbox's rows in IndexedDB (decision 074), through idb. Loaded only once a write is
// queued or the connection changes (web/lib/outbox.ts), never by a first route.

interface OutboxSchema extends DBSchema {
  writes: { key: string; value: OutboxWrite; indexes: { byTime: number } };
}

const databaseName = "coastal-outbox";
let opening: Promise<IDBPDatabase<OutboxSchema>> | null = null;

function database() {
  opening ??= openDB<OutboxSchema>(databaseName, 1, {
    upgrade(db) {
      const writes = db.createObjectStore("writes", { keyPath: "key" });
      writes.createIndex("byTime", "createdAt");
    },
    // Another tab opened a newer version: let it have the database.
    blocking() {
      void opening?.then((db) => db.close());
      opening = null;
    },
  });
  return opening;
}

/** Every queued write, oldest first: the order they are sent in. */
export async function allWrites(): Promise<OutboxWrite[]> {
  return (await database()).getAllFromIndex("writes", "byTime");
}

export async function addWrite(write: OutboxWrite): Promise<void> {
  await (await database()).put("writes", write);
}

/**
 * Changes a write in one transaction, if it is still there and `change` agrees (it
 * returns null to leave it): a tab cannot bring back a write another tab discarded.
 */
export async function changeWrite(
  key: string,
  change: (write: OutboxWrite) => OutboxWrite | null,
): Promise<OutboxWrite | null> {
  const tx = (await database()).transaction("writes", "readwrite");
  const current = await tx.store.get(key);
  const next = current ? change(current) : null;
  if (next) await tx.store.put(next);
  await tx.done;
  return next;
}

/** Removes a write, unless `keep` says it must stay (it is being sent, say); true when removed. */
export async function removeWrite(
  key: string,
  keep: (write: OutboxWrite) => boolean = () => false,
): Promise<boolean> {
  const tx = (await database()).transaction("writes", "readwrite");
  const current = await tx.store.get(key);
  const removed = current !== undefined && !keep(current);
  if (removed) await tx.store.delete(key);
  await tx.done;
  return removed;
}

/** For tests: closes the database so the next call opens it again. */
export async function closeOutboxDatabase() {
  const db = await opening;
  db?.close();
  opening = null;
}
