import pg from "pg";
import { afterEach, expect, inject, test } from "vitest";
import { createScratchDatabase } from "../../tests/support/scratch-database.ts";
import { PostgresListener } from "./postgres-listener.ts";

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function aListener() {
  const database = await createScratchDatabase(inject("databaseServerUrl"), "listener");
  cleanups.push(database.drop);
  const listener = new PostgresListener(database.url, () => {});
  cleanups.push(() => listener.close());
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  cleanups.push(() => admin.end());
  const name = new URL(database.url).pathname.slice(1);
  const connections = async () =>
    Number(
      (
        await admin.query(
          "select count(*) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
          [name],
        )
      ).rows[0].count,
    );
  return { listener, admin, connections };
}

test("two first listens at once share one connection and both hear their channel", async () => {
  const { listener, admin, connections } = await aListener();
  const heard: string[] = [];
  await Promise.all([
    listener.listen("one", (payload) => heard.push(`one:${payload}`)),
    listener.listen("two", (payload) => heard.push(`two:${payload}`)),
  ]);
  expect(await connections()).toBe(1);
  await admin.query("select pg_notify('one', 'a'), pg_notify('two', 'b')");
  await expect.poll(() => heard.sort()).toEqual(["one:a", "two:b"]);
});

test("unlistening every channel at once sends one query at a time (no pg deprecation warning)", async () => {
  const { listener, admin } = await aListener();
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.message);
  process.on("warning", onWarning);
  cleanups.push(async () => process.off("warning", onWarning));
  const heard: string[] = [];
  const stops = await Promise.all(
    ["a", "b", "c", "d"].map((channel) =>
      listener.listen(channel, (payload) => heard.push(payload)),
    ),
  );
  await Promise.all(stops.map((stop) => stop()));
  await admin.query("select pg_notify('a', 'late')");
  await listener.listen("e", (payload) => heard.push(payload));
  await admin.query("select pg_notify('e', 'on time')");
  await expect.poll(() => heard).toEqual(["on time"]);
  expect(warnings.filter((message) => message.includes("already executing a query"))).toEqual([]);
});
