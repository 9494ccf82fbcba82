import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";

/** A database that takes longer than this to answer `select 1` counts as down. */
export const databaseCheckTimeoutMs = 2000;

/** Whether the database answers a trivial query in time; never throws. */
export async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), databaseCheckTimeoutMs);
  });
  const query = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
