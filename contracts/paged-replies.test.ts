import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";

// Issue 29: every paged reply is `{ items, nextCursor }`, so a client pages any list
// the same way and a new feature copies the one shape it finds.
const contracts = readdirSync(new URL(".", import.meta.url))
  .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
  .map((name) => name.slice(0, -".ts".length));

async function pagedReplies() {
  const found: { name: string; keys: string[] }[] = [];
  for (const contract of contracts) {
    const url = new URL(`./${contract}.ts`, import.meta.url).href;
    const module: Record<string, unknown> = await import(/* @vite-ignore */ url);
    for (const [name, value] of Object.entries(module)) {
      if (value instanceof z.ZodObject && "nextCursor" in value.shape) {
        found.push({ name: `${contract}.ts: ${name}`, keys: Object.keys(value.shape).sort() });
      }
    }
  }
  return found;
}

describe("paged replies", () => {
  it("all name their list items, beside nextCursor", async () => {
    const replies = await pagedReplies();
    expect(replies.map((reply) => reply.name)).toEqual(
      expect.arrayContaining([
        "posts.ts: postPageSchema",
        "events.ts: eventPageSchema",
        "admin.ts: adminUserPageSchema",
        "admin.ts: auditPageSchema",
        "notifications.ts: notificationPageSchema",
      ]),
    );
    for (const reply of replies) {
      expect(reply.keys, reply.name).toEqual(["items", "nextCursor"]);
    }
  });
});
